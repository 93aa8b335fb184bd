import type { PrivateConsultationState } from '@seal/shared/contract/seal-history';
import { detectCode, readReference } from '@seal/shared';

export const PRIVATE_CONSULTATION_PATH = '/privateconsultation';

/** The reference /privateconsultation was sent (navigation state `ref`: dashboard, search, notification). */
export function referenceOf(state: unknown): string {
  const ref = (state as PrivateConsultationState | null)?.ref;
  return typeof ref === 'string' ? ref.trim().slice(0, 40) : '';
}

export const lookUpState = (ref: string): PrivateConsultationState => ({ ref });

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
