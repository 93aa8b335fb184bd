import { ERRORS, SEAL_STATUS, type CatalogueError, type SealStatus } from '@seal/shared';
import type { ConsumerFormKind } from '@seal/shared/contract/seal-history';

/** What a consumer is answered about a known seal, by its state (docs/consultation.md, spec 001 section 8). */
export interface PublicOutcome {
  /** The code the consumer is shown. */
  shown: CatalogueError;
  /** The code recorded in seal_consultations (a hidden stolen seal shows 0 and records 117). */
  recorded: CatalogueError;
  /** The product, its validity and its public dynamic data are shown. */
  showsProduct: boolean;
  form: ConsumerFormKind | null;
  demo?: true;
  /** The owner is alerted (consultation.hiddenStolen). */
  alertsOwner?: true;
}

const C = ERRORS.consultation;
const same = (error: CatalogueError, form: ConsumerFormKind | null = 'contact'): PublicOutcome => ({
  shown: error,
  recorded: error,
  showsProduct: false,
  form,
});
const VALID: PublicOutcome = { shown: C.valid, recorded: C.valid, showsProduct: true, form: 'feedback' };

const OUTCOME_OF_STATE: Partial<Record<SealStatus, PublicOutcome>> = {
  [SEAL_STATUS.active]: VALID,
  [SEAL_STATUS.demo]: { ...VALID, demo: true },
  // The thief must not be warned: a valid answer to them, 117 and an alert to the owner.
  [SEAL_STATUS.hiddenStolen]: { ...VALID, recorded: C.stolenHidden, alertsOwner: true },
  [SEAL_STATUS.inactive]: same(C.notActivated),
  [SEAL_STATUS.archived]: same(C.notActivated),
  [SEAL_STATUS.cancelled]: same(C.cancelled),
  [SEAL_STATUS.blocked]: same(C.blocked),
  [SEAL_STATUS.expired]: same(C.expired),
  [SEAL_STATUS.suspect]: same(C.suspect),
  // No longer consultable (spec 000 section 4): no product, the form.
  [SEAL_STATUS.fraudulent]: same(C.fraudulent),
  [SEAL_STATUS.stolen]: same(C.stolen),
};

/** The former console's states 10 and 11, and anything unlisted: the generic support message. */
const GENERIC = same(C.unknown);

export const publicOutcomeOf = (state: SealStatus): PublicOutcome => OUTCOME_OF_STATE[state] ?? GENERIC;
