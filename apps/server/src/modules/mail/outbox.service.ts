import { AppError, ERRORS, type ListResult, type mail, type ParsedInputOf } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { findEntityTree } from '../organisation/shared/scope.repository';
import { orgaScope, subtree } from '../organisation/shared/scope';
import { listOutboxMails } from './outbox.repository';

/**
 * The local outbox as the account's administrators read it (decision 0025): only without SMTP_URL,
 * where it is the one place a mail reaches; the mails to users of the session's entity and the
 * entities below it, so an administrator of a sub-entity reads no link sent to the head office.
 */
export async function listOutbox(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof mail.listOutbox>,
): Promise<ListResult<mail.OutboxMail>> {
  if (ctx.services.config.smtpUrl) throw new AppError(ERRORS.common.notFound);
  const { accountId, entityId } = await orgaScope(ctx);
  const entityIds = [...subtree(await findEntityTree(ctx.db, accountId), entityId).keys()];
  const { rows, total } = await listOutboxMails(ctx.db, { accountId, entityIds }, input);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}
