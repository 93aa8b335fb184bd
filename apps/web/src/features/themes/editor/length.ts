import { LENGTH_PATTERN, LENGTH_UNITS, type LengthUnit } from '@seal/shared/themes/document';

/** A length as the style panel edits it: a number and a unit (spec 001 section 9: em, px, rem, %). */
export interface LengthParts {
  amount: number | null;
  unit: LengthUnit;
}

/** Reads `1.5em` as {1.5, em}; anything else (empty, `0`, not a length) keeps the unit offered. */
export function parseLength(value: string | undefined, fallbackUnit: LengthUnit = 'px'): LengthParts {
  const match = value?.trim().match(/^(\d{1,4}(?:\.\d{1,3})?)(em|px|rem|%)$/);
  if (match) return { amount: Number(match[1]), unit: match[2] as LengthUnit };
  if (value?.trim() === '0') return { amount: 0, unit: fallbackUnit };
  return { amount: null, unit: fallbackUnit };
}

/**
 * Writes a length as CSS does, or undefined without an amount (the block keeps the page's
 * style). Amounts are rounded to the 3 decimals the document accepts and kept in its range.
 */
export function formatLength(amount: number | null | undefined, unit: LengthUnit): string | undefined {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return undefined;
  const bounded = Math.min(Math.max(amount, 0), 9999.999);
  const text = `${Math.round(bounded * 1000) / 1000}${unit}`;
  return LENGTH_PATTERN.test(text) ? text : undefined;
}

export { LENGTH_UNITS };
