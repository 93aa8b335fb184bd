import { mail } from '@seal/shared';
import { implement } from '../../rpc/registry';

export const mailMethods = [
  implement(mail.sendMail, async (input, ctx) => {
    for (const to of input.receiver) {
      await ctx.services.mail.queue(ctx.db, {
        to,
        accountId: ctx.session.accountId,
        template: 'message',
        language: 'en',
        params: { subject: input.subject, text: input.textMessage },
      });
    }
    ctx.audit({ after: { receiver: input.receiver, subject: input.subject } });
    return { sent: true };
  }),
];
