import { AppError, ERRORS, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/help';
import { SUPPORT_MESSAGES_PER_WINDOW, type SupportContact } from '@seal/shared/contract/help';
import type { SessionCallContext } from '../../rpc/context';
import { takeAttempt } from '../auth/throttle';
import * as repo from './support.repository';

type In<C> = ParsedInputOf<C>;

export async function getSupportContact(ctx: SessionCallContext): Promise<SupportContact> {
  const account = await repo.findAccountSupport(ctx.db, ctx.session.accountId);
  return {
    producerEmail: ctx.services.config.supportEmail ?? null,
    account: {
      businessName: account?.businessName ?? account?.accountName ?? null,
      supportEmail: account?.supportEmail ?? null,
      supportUrl: account?.supportUrl ?? null,
    },
  };
}

/** The guard of sendSupportMessage: counted with the login throttle's table, outside the call's transaction. */
export async function limitSupportRate(ctx: SessionCallContext) {
  const allowed = await takeAttempt(ctx.db, [
    { key: `support:${ctx.session.userId}`, max: SUPPORT_MESSAGES_PER_WINDOW },
  ]);
  if (!allowed) throw new AppError(ERRORS.common.throttled);
}

/**
 * Queues the message to SUPPORT_EMAIL in the call's transaction (the mail job sends it), headed by
 * who sent it, from which account and page, so the support can answer without asking.
 */
export async function sendSupportMessage(ctx: SessionCallContext, input: In<typeof contract.sendSupportMessage>) {
  const to = ctx.services.config.supportEmail;
  if (!to) throw new AppError(ERRORS.help.supportUnavailable);
  const { accountId, userId } = ctx.session;
  const sender = await repo.findSender(ctx.db, accountId, userId);
  const account = await repo.findAccountSupport(ctx.db, accountId);
  const name = [sender?.firstName, sender?.lastName].filter(Boolean).join(' ');
  const text = [
    `From: ${name} <${sender?.email ?? userId}> (user ${userId})`,
    `Account: ${account?.businessName ?? account?.accountName ?? ''} (${accountId})`,
    `Page: ${ctx.services.config.publicUrl}${input.page}`,
    '',
    input.message,
  ].join('\n');
  await ctx.services.mail.queue(ctx.db, {
    to,
    accountId,
    template: 'message',
    language: 'en',
    params: { subject: `[Support] ${input.subject}`, text },
  });
  ctx.audit({ after: { subject: input.subject, page: input.page } });
  return { queued: true as const };
}

export async function getTourState(ctx: SessionCallContext) {
  const state = await repo.findTourState(ctx.db, ctx.session.accountId, ctx.session.userId);
  return { offer: state === undefined };
}

export async function endTour(ctx: SessionCallContext, input: In<typeof contract.endTour>) {
  await repo.saveTourState(ctx.db, ctx.session.accountId, ctx.session.userId, input.outcome);
  return { offer: false as const };
}
