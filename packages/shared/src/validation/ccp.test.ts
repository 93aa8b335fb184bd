import { describe, expect, it } from 'vitest';
import { isValidCcp, zCcp, zCcpStrict } from './ccp';
import { keysOf } from './test-helpers';

describe('isValidCcp', () => {
  it.each([
    ['a1b2c', true, false],
    ['A1B2C', true, false],
    ['a1B2c', true, true],
    ['1111a', true, false],
    ['Zz009', true, true],
    ['12345', false, false],
    ['abcde', false, false],
    ['aBcDe', false, false],
    ['a1b2', false, false],
    ['a1b2c3', false, false],
    ['a1-2c', false, false],
    ['a1 2c', false, false],
    ['é1B2c', false, false],
  ])('%s: mixed %s, strict %s', (value, mixed, strict) => {
    expect(isValidCcp(value)).toBe(mixed);
    expect(isValidCcp(value, 'mixed')).toBe(mixed);
    expect(isValidCcp(value, 'strict')).toBe(strict);
  });
});

describe('zCcp and zCcpStrict', () => {
  it('trims but keeps the case', () => {
    expect(zCcp.parse(' a1B2c ')).toBe('a1B2c');
  });

  it('report their own key', () => {
    expect(keysOf(zCcp, 'abcde')).toEqual(['validation.ccp']);
    expect(keysOf(zCcpStrict, 'a1b2c')).toEqual(['validation.ccpStrict']);
    expect(zCcpStrict.parse('a1B2c')).toBe('a1B2c');
  });
});
