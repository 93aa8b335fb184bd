import { AppError, ERRORS, type mail, type ParsedInputOf } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { takeAttempt } from '../auth/throttle';
import { findAccountAddresses } from './mail.repository';
import { renderMessage } from './templates';

type Input = ParsedInputOf<typeof mail.sendMail>;

/** Calls of sendMail a user may make in the throttle's window (15 minutes), refused or not. */
export const MAILS_PER_WINDOW = 10;

/** The guard of sendMail: counted with the login throttle's table, outside the call's transaction. */
export async function limitMailRate(ctx: SessionCallContext) {
  const allowed = await takeAttempt(ctx.db, [{ key: `mail:${ctx.session.userId}`, max: MAILS_PER_WINDOW }]);
  if (!allowed) throw new AppError(ERRORS.common.throttled);
}

/**
 * Writes one outbox row per recipient, in the call's transaction. Recipients are the account's
 * users and its support address only: a console that mailed anyone would be a spam relay.
 */
export async function writeUserMail(ctx: SessionCallContext, input: Input): Promise<string[]> {
  const { accountId } = ctx.session;
  const receivers = [...new Set(input.receiver)];
  const known = await findAccountAddresses(ctx.db, accountId, receivers);
  const outside = receivers.filter((to) => !known.has(to));
  if (outside.length > 0) throw new AppError(ERRORS.common.mailRecipient, { recipients: outside });
  const parts = renderMessage(input.subject, input.textMessage, input.htmlMessage);
  const ids = await ctx.services.mail.write(
    ctx.db,
    receivers.map((to) => ({ to, accountId, ...parts })),
  );
  ctx.audit({ after: { receiver: receivers, subject: input.subject } });
  return ids;
}

/** Once committed, hands the mails to SMTP and answers what happened; a failure is common.mailFailed. */
export async function deliverUserMail(ctx: SessionCallContext, ids: readonly string[]) {
  const status = await ctx.services.mail.deliverNow(ids);
  if (status === 'failed') throw new AppError(ERRORS.common.mailFailed);
  return { sent: status === 'sent', status };
}
