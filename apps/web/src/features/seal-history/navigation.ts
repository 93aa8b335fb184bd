import type { PrivateConsultationState } from '@seal/shared/contract/seal-history';

export const PRIVATE_CONSULTATION_PATH = '/privateconsultation';

/** The reference /privateconsultation was sent (navigation state `ref`: dashboard, search, notification). */
export function referenceOf(state: unknown): string {
  const ref = (state as PrivateConsultationState | null)?.ref;
  return typeof ref === 'string' ? ref.trim().slice(0, 40) : '';
}

export const lookUpState = (ref: string): PrivateConsultationState => ({ ref });
