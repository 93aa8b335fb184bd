/*
 * The jobs a public consultation queues, in its transaction, for what must follow it without the
 * consumer waiting: the owner's notices (modules/consultation-notices works them).
 */

/** A seal's thresholds turned it suspect (6) or fraudulent (7). */
export const STATE_CHANGED_QUEUE = 'consultation.stateChanged';
/** A seal declared stolen, hidden (9), was consulted: the consumer saw a valid seal, the owner is told. */
export const HIDDEN_STOLEN_QUEUE = 'consultation.hiddenStolen';

export interface ConsultationJob {
  accountId: string;
  entityId: string;
  serial: number;
  reference: string;
  /** The seal's state (SEAL_STATUS): the new one for a state change. */
  state: number;
  productId: string | null;
}
