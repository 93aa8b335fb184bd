import { detectCode, readReference } from '@seal/shared';

/**
 * Kept apart from navigation.ts, which the dashboard's look-up box loads: the code shapes stay out
 * of the first screen's bundle.
 */

/** The state that opens the consultation on a container (the search's container suggestion sends the same). */
export const containerState = (code: string) => ({ ref: code, codeKind: 'container' as const });

/**
 * Whether the code sent is a container's: the sender said so (`codeKind: 'container'`: the global
 * search, the containers list), or it is no seal reference but has a container code's shape.
 */
export function isContainerLookup(state: unknown, code: string): boolean {
  if ((state as { codeKind?: unknown } | null)?.codeKind === 'container') return true;
  return !readReference(code).ok && detectCode(code) === 'container';
}
