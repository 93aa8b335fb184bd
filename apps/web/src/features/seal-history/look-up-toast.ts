import { ERRORS } from '@seal/shared';
import type { SealData } from '@seal/shared/contract/seal-history';
import { toAppError } from '../../api/app-error';

const C = ERRORS.consultation;

/** The codes the spec gives a message of their own (spec 001 section 8, the toast mapping). */
const OWN_MESSAGE = [C.expired, C.invalidProduct, C.notActivated, C.missingReference, C.invalidReference];

/**
 * The toast of the private consultation (spec 001 section 8): 105 and 30 the blocked message; 110,
 * 104, 102, 101 and 100 each their own; 1, 10, 11 and any other code the generic support message.
 * Answers an i18n key of the errors namespace.
 */
export function lookUpToastKey(code: number): string {
  if (code === C.temporarilyBlocked.code || code === C.blocked.code) return `errors.${C.blocked.key}`;
  const own = OWN_MESSAGE.find((error) => error.code === code);
  return `errors.${own ? own.key : ERRORS.common.internal.key}`;
}

/**
 * The states a seal's card reports itself (113 cancelled to 117 stolen): its answer, not a failed
 * look-up, so no toast says "contact support" about a seal the card describes.
 */
const TOLD_BY_THE_CARD = new Set<number>(
  [C.cancelled, C.suspect, C.fraudulent, C.stolen, C.stolenHidden].map((e) => e.code),
);

/**
 * The toast a look-up ends with: its answer's when it is an ERROR the card does not tell, a failed
 * call's (a catalogue code of the consultation mapped, any other error the generic message); else none.
 */
export function lookUpToastOf(outcome: { data?: SealData; error?: unknown }): string | null {
  if (outcome.error) {
    const error = toAppError(outcome.error);
    // The request layer already told of an expired session or a lost network.
    if (error.isSessionMissing || error.isNetwork) return null;
    return error.key.startsWith('consultation.') ? lookUpToastKey(error.code) : `errors.${ERRORS.common.internal.key}`;
  }
  const data = outcome.data;
  if (!data || data.status !== 'ERROR' || TOLD_BY_THE_CARD.has(data.code)) return null;
  return lookUpToastKey(data.code);
}
