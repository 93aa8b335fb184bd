/*
 * GTIN check digits without the schema library: code shapes (an SSCC in the global search) read them
 * on screens that load no zod.
 */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;
const LENGTHS: ReadonlySet<number> = new Set(GTIN_LENGTHS);

/**
 * GS1 check digit of the digits before it: from the right, weights 3, 1, 3, 1...; the check
 * digit brings the sum to a multiple of 10. Works for any GS1 key length.
 */
export function gtinCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new RangeError(`GTIN body must be digits, got "${body}"`);
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * GTIN-8, -12, -13 or -14: digits only, right length, right check digit. All zeros passes
 * the check digit but is never allocated (it is a placeholder), so it is refused.
 */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !LENGTHS.has(code.length) || /^0+$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** GTIN-14 form: 036000291452 and 0036000291452 are the same product for "already in use". */
export const normaliseGtin = (code: string) => code.padStart(14, '0');
