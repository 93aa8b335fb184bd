import { describe, expect, it } from 'vitest';
import { LENGTH_PATTERN } from '@seal/shared/themes/document';
import { formatLength, parseLength } from './length';

describe('the length field', () => {
  it.each([
    ['1.5em', { amount: 1.5, unit: 'em' }],
    ['12px', { amount: 12, unit: 'px' }],
    ['2rem', { amount: 2, unit: 'rem' }],
    ['50%', { amount: 50, unit: '%' }],
  ])('reads %s as a number and its unit', (value, parts) => {
    expect(parseLength(value)).toEqual(parts);
  });

  it('keeps the unit offered when the value has none or is not a length', () => {
    expect(parseLength(undefined, 'rem')).toEqual({ amount: null, unit: 'rem' });
    expect(parseLength('', 'em')).toEqual({ amount: null, unit: 'em' });
    expect(parseLength('12pt', 'px')).toEqual({ amount: null, unit: 'px' });
    expect(parseLength('0', '%')).toEqual({ amount: 0, unit: '%' });
  });

  it('writes every unit of spec 001 section 9 as a length the document accepts', () => {
    for (const unit of ['em', 'px', 'rem', '%'] as const) {
      const text = formatLength(1.25, unit);
      expect(text).toBe(`1.25${unit}`);
      expect(LENGTH_PATTERN.test(text!)).toBe(true);
    }
  });

  it('writes nothing without an amount, so the block keeps the page style', () => {
    expect(formatLength(null, 'px')).toBeUndefined();
    expect(formatLength(undefined, 'em')).toBeUndefined();
    expect(formatLength(Number.NaN, 'em')).toBeUndefined();
  });

  it('rounds to 3 decimals and keeps the amount in the range the document accepts', () => {
    expect(formatLength(1.23456, 'em')).toBe('1.235em');
    expect(formatLength(-4, 'px')).toBe('0px');
    expect(formatLength(123456, 'px')).toBe('9999.999px');
  });

  it('reads back what it writes', () => {
    expect(parseLength(formatLength(0.75, 'rem'))).toEqual({ amount: 0.75, unit: 'rem' });
  });
});
