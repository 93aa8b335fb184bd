import { AppError, ERRORS, type ParsedInputOf } from '@seal/shared';
import { DRAFT_MAX_BYTES, type Draft, type DraftForm } from '@seal/shared/contract/drafts';
import type * as contract from '@seal/shared/contract/drafts';
import type { SessionCallContext } from '../../rpc/context';
import * as repo from './drafts.repository';

/*
 * Drafts of long forms (docs/drafts.md). The owner is always the session's user of the session's
 * account: no input names a user, so nobody reads or ends another person's draft.
 */

type In<C> = ParsedInputOf<C>;

const addressOf = (ctx: SessionCallContext, form: DraftForm, key: string): repo.DraftAddress => ({
  accountId: ctx.session.accountId,
  userId: ctx.session.userId,
  form,
  key,
});

export async function getDraft(ctx: SessionCallContext, input: In<typeof contract.getDraft>): Promise<Draft | null> {
  const row = await repo.findDraft(ctx.db, addressOf(ctx, input.form, input.key));
  if (!row) return null;
  return { form: row.form, key: row.key, step: row.step, values: row.values, savedAt: row.savedAt.toISOString() };
}

export async function saveDraft(ctx: SessionCallContext, input: In<typeof contract.saveDraft>) {
  const bytes = Buffer.byteLength(JSON.stringify(input.values), 'utf8');
  if (bytes > DRAFT_MAX_BYTES) throw new AppError(ERRORS.common.tooLarge, { max: DRAFT_MAX_BYTES, size: bytes });
  const savedAt = await repo.upsertDraft(ctx.db, addressOf(ctx, input.form, input.key), {
    step: input.step,
    values: input.values,
  });
  return { savedAt: savedAt.toISOString() };
}

export async function discardDraft(ctx: SessionCallContext, input: In<typeof contract.discardDraft>) {
  return { discarded: await repo.deleteDraft(ctx.db, addressOf(ctx, input.form, input.key)) };
}

/** Ends the caller's draft of a form once the form is saved (in the saving method's transaction). */
export async function endDraft(ctx: SessionCallContext, form: DraftForm, key: string) {
  await repo.deleteDraft(ctx.db, addressOf(ctx, form, key));
}
