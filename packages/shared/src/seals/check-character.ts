/**
 * ISO/IEC 7064 pure system with one check character: P = ((P + a) * radix) mod modulus over the
 * symbols, then the check c makes (P + c) mod modulus = 1. With a prime modulus and symbol values
 * below it, a single wrong symbol changes the sum by (a' - a) * radix^k, never 0 modulo a prime,
 * and two swapped neighbours change it by (a - b) * radix^k * (radix - 1), never 0 either: both
 * errors are always caught. MOD 11-2 (ORCID, ISNI) and MOD 37-2 are instances of this function.
 */
export function iso7064PureCheck(values: readonly number[], modulus: number, radix: number): number {
  let sum = 0;
  for (const value of values) sum = ((sum + value) * radix) % modulus;
  return (modulus + 1 - sum) % modulus;
}

/**
 * References use MOD 31-3: 31 is the size of the reference alphabet, so every check value is a
 * symbol of it (MOD 37-2 would need a 37th symbol, '*', which a reference may not hold), and 3
 * is a primitive root modulo 31, so the twelve weights 3^12 .. 3^1 are all different and a swap
 * of two symbols two apart is caught as well.
 */
export const REFERENCE_CHECK = { modulus: 31, radix: 3 } as const;

export const referenceCheckValue = (values: readonly number[]) =>
  iso7064PureCheck(values, REFERENCE_CHECK.modulus, REFERENCE_CHECK.radix);
