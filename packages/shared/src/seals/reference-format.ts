import { referenceCheckValue } from './check-character';

/**
 * Crockford's base 32 without Q: digits and capitals, no I, L, O (read as 1, 1, 0), no U and no
 * Q (too close to O and 0). 31 symbols, a prime count, which the check character relies on.
 */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPRSTVWXYZ';

/**
 * Layout of the 12 symbols, printed in three groups of four (14 characters with the dashes):
 * key version (1) | enciphered serial (10) | check character (1).
 */
export const REFERENCE_LAYOUT = { symbols: 12, serialSymbols: 10, groupSize: 4 } as const;

/** Letters that are not symbols but are read as the symbol they are mistaken for. */
const READ_AS: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/** Blanks, dashes and the other hyphens a copy from a document or a PDF brings. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const VALUE = new Map([...REFERENCE_ALPHABET].map((symbol, value) => [symbol, value]));

/**
 * The symbol values of what a person typed: any case, full-width or half-width, with or without
 * dashes and blanks, O for 0, I or L for 1. Undefined when it cannot be a reference.
 */
export function referenceSymbols(input: string): number[] | undefined {
  // NFKC leaves ASCII as it is: a scanned code, the usual input, skips it.
  const compact = (PRINTABLE_ASCII.test(input) ? input : input.normalize('NFKC')).toUpperCase().replace(SEPARATORS, '');
  if (compact.length !== REFERENCE_LAYOUT.symbols) return undefined;
  const values: number[] = [];
  for (const character of compact) {
    const value = VALUE.get(READ_AS[character] ?? character);
    if (value === undefined) return undefined;
    values.push(value);
  }
  return values;
}

/** The printed form of 12 symbol values: `ABCD-EFGH-JKMN`. */
export function formatReference(values: readonly number[]): string {
  const { groupSize } = REFERENCE_LAYOUT;
  let printed = '';
  values.forEach((value, index) => {
    printed += (index > 0 && index % groupSize === 0 ? '-' : '') + REFERENCE_ALPHABET[value];
  });
  return printed;
}

/**
 * The printed form of what a person typed when it reads as a reference; otherwise the input
 * trimmed and in capitals, so the 14-character rule reports it as typed.
 */
export function normaliseReference(input: string): string {
  const values = referenceSymbols(input);
  return values ? formatReference(values) : input.trim().toUpperCase();
}

export type ReferenceReading =
  { ok: true; reference: string; values: number[] } | { ok: false; reason: 'format' | 'check' };

/**
 * Reads a reference without any key: the web catches typos with it before calling the server,
 * and the server decodes only what passes. `format`: not 12 symbols; `check`: a symbol is wrong.
 */
export function readReference(input: string): ReferenceReading {
  const values = referenceSymbols(input);
  if (!values) return { ok: false, reason: 'format' };
  const body = values.slice(0, -1);
  if (referenceCheckValue(body) !== values[values.length - 1]) return { ok: false, reason: 'check' };
  return { ok: true, reference: formatReference(values), values };
}

/** The 12 symbol values of a reference whose first 11 are given: appends the check character. */
export const withCheckCharacter = (body: readonly number[]) => [...body, referenceCheckValue(body)];
