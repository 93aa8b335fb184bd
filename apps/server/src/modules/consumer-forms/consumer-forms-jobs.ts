import type { ConsumerFormKind } from '@seal/shared/contract/seal-history';

/** Queued with each accepted form, in its transaction: the subscribed users are mailed (modules/consultation-notices). */
export const FORM_RECEIVED_QUEUE = 'consumerForm.received';

export interface FormReceivedJob {
  accountId: string;
  entityId: string;
  formId: string;
  serial: number;
  reference: string;
  kind: ConsumerFormKind;
}
