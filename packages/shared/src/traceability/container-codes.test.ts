import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consoleCheckLetter,
  generateConsoleCode,
  isSscc,
  readContainerCode,
  ssccCapacity,
  ssccOf,
} from './container-codes';

describe('generateConsoleCode', () => {
  it('makes the spec 17-character shape, "SC" and the year first, read back as valid', () => {
    const code = generateConsoleCode(new Date('2026-11-25T12:00:00Z'));
    expect(code).toMatch(/^SC26-[A-Z]{7}\d{4}[A-Z]$/);
    expect(readContainerCode(code)).toEqual({ ok: true, kind: 'console', code });
  });

  it('draws a different random part each time', () => {
    const codes = new Set(Array.from({ length: 500 }, () => generateConsoleCode()));
    expect(codes.size).toBe(500);
  });
});

describe('the console code check letter', () => {
  const code = generateConsoleCode(new Date('2026-01-01T00:00:00Z'));
  const positions = [...code].map((_, index) => index).filter((index) => code[index] !== '-');

  it('catches every single mistyped character', () => {
    for (const index of positions) {
      const alphabet = /\d/.test(code[index]!) ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      for (const other of alphabet.replace(code[index]!, '')) {
        const typo = code.slice(0, index) + other + code.slice(index + 1);
        expect(readContainerCode(typo), typo).toEqual({ ok: false, reason: 'check' });
      }
    }
  });

  it('catches two neighbours swapped (property)', () => {
    const body = fc
      .tuple(
        fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 7, maxLength: 7 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 4, maxLength: 4 }),
        fc.integer({ min: 5, max: 14 }),
      )
      .filter(([letters, digits, at]) => {
        const tail = letters + digits;
        return tail[at - 5] !== tail[at - 4] && /\d/.test(tail[at - 5]!) === /\d/.test(tail[at - 4]!);
      });
    fc.assert(
      fc.property(body, ([letters, digits, at]) => {
        const sound = `SC26-${letters}${digits}`;
        const check = consoleCheckLetter(sound);
        fc.pre(check !== null);
        const swapped = sound.slice(0, at) + sound[at + 1] + sound[at] + sound.slice(at + 2);
        return !readContainerCode(swapped + check).ok && readContainerCode(sound + check).ok;
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads lower case and blanks around, and refuses other shapes', () => {
    expect(readContainerCode(`  ${code.toLowerCase()} `)).toEqual({ ok: true, kind: 'console', code });
    expect(readContainerCode(code.replace('-', ''))).toEqual({ ok: false, reason: 'format' });
    expect(readContainerCode('ABCD-1234-EFGH')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('SSCC', () => {
  // GS1 General Specifications' own example: extension 0, company prefix 0614141, serial 123456789.
  const example = '006141411234567890';

  it('builds the extension digit and prefix, the serial padded, then the GS1 check digit', () => {
    expect(ssccOf('00614141', 123456789)).toBe(example);
    expect(ssccOf('3761234567', 1)).toBe('376123456700000011');
    expect(ssccCapacity('3761234567')).toBe(10_000_000);
  });

  it('refuses a serial the prefix leaves no room for', () => {
    expect(() => ssccOf('3761234567', 10_000_000)).toThrow(RangeError);
    expect(() => ssccOf('3761234567', -1)).toThrow(RangeError);
  });

  it.each([
    [example, 'bare'],
    [`(00)${example}`, 'with (00)'],
    [`00${example}`, 'with the 00 AI'],
    [`(00) 0 0614141 123456789 0`, 'spaced as printed under a barcode'],
    [`https://id.gs1.org/00/${example}`, 'a GS1 Digital Link'],
  ])('reads %s (%s)', (input) => {
    expect(readContainerCode(input)).toEqual({ ok: true, kind: 'sscc', code: example });
    expect(isSscc(input)).toBe(true);
  });

  it('refuses a wrong check digit and other lengths', () => {
    expect(readContainerCode('006141411234567891')).toEqual({ ok: false, reason: 'check' });
    expect(readContainerCode('00614141123456789')).toEqual({ ok: false, reason: 'format' });
    expect(isSscc('0061414112345678901')).toBe(false);
  });
});
