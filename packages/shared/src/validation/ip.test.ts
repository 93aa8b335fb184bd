import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIpv4, zIp } from './ip';
import { keysOf } from './test-helpers';

describe('zIp', () => {
  it.each(['0.0.0.0', '255.255.255.255', '192.168.1.1', '10.0.0.9', '1.22.199.249'])('accepts %s', (value) => {
    expect(zIp.parse(value)).toBe(value);
  });

  it.each([
    '256.1.1.1',
    '1.2.3.256',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.00',
    '1.2.3.-1',
    'a.b.c.d',
    '1.2.3.4/24',
    '1.2.3.4:80',
    'x1.2.3.4',
    '1..2.3',
    '1.2.3.4.',
    '',
    '::1',
  ])('refuses %s', (value) => {
    expect(keysOf(zIp, value)).toEqual(['validation.ip']);
  });

  it('trims surrounding blanks, but the predicate is exact', () => {
    expect(zIp.parse(' 1.2.3.4 ')).toBe('1.2.3.4');
    expect(isIpv4(' 1.2.3.4')).toBe(false);
  });

  it('accepts every address written from four bytes (property)', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(fc.property(fc.tuple(byte, byte, byte, byte), (parts) => isIpv4(parts.join('.'))));
  });
});
