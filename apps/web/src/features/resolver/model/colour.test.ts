import { describe, expect, it } from 'vitest';
import { readableOn, sixDigits } from './colour';

describe('colour wheel value', () => {
  it('spells out a three-digit colour', () => expect(sixDigits('#1aF')).toBe('#11aaff'));
  it('drops the alpha of an eight-digit colour', () => expect(sixDigits('#112233cc')).toBe('#112233'));
  it('shows black while the text is not a colour yet', () => {
    expect(sixDigits('#12')).toBe('#000000');
    expect(sixDigits(undefined)).toBe('#000000');
  });
});

describe('text on the accent colour', () => {
  it('writes white on a dark accent and black on a light one', () => {
    expect(readableOn('#0050b3')).toBe('#ffffff');
    expect(readableOn('#1677ff')).toBe('#000000'); // black reads 5.1:1 on it, white 4.1:1
    expect(readableOn('#003')).toBe('#ffffff');
    expect(readableOn('#ffeb3b')).toBe('#000000');
    expect(readableOn('#ffffff')).toBe('#000000');
  });
});
