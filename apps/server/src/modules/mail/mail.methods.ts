import { mail } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { implement } from '../../rpc/registry';
import { listOutbox } from './outbox.service';
import { deliverUserMail, limitMailRate, writeUserMail } from './send-mail';

export const mailMethods = [
  implement(mail.sendMail, (input, ctx) => writeUserMail(ctx, input), {
    guard: (_input, ctx) => limitMailRate(ctx),
    after: (ids: string[], ctx: SessionCallContext) => deliverUserMail(ctx, ids),
  }),
  implement(mail.listOutbox, (input, ctx) => listOutbox(ctx, input)),
];
