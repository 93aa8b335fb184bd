import { formatReference, withCheckCharacter } from '@seal/shared';

/** A valid reference built from 11 symbol values (its check character appended). */
export const validReference = (seed: number) =>
  formatReference(withCheckCharacter(Array.from({ length: 11 }, (_, index) => (seed * 7 + index * 3) % 31)));

/** The same reference with its last symbol changed: the check character no longer matches. */
export function mistyped(reference: string): string {
  const last = reference.at(-1) === '0' ? '1' : '0';
  return `${reference.slice(0, -1)}${last}`;
}
