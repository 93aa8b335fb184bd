import { mail, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type OutboxMail = mail.OutboxMail;

export const outboxKey = ['mail', 'outbox'] as const;

/** One page of the local outbox (mailModel.listOutbox), as the ResourceTable asks for it. */
export const listOutbox = (input: ListInput, signal?: AbortSignal) =>
  rpc(mail.listOutbox, input as InputOf<typeof mail.listOutbox>, { signal });
