import { AppError, ERRORS, type ListResult, type mail, type ParsedInputOf } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { entityScope } from '../auth/entity-scope';
import { listOutboxMails } from './outbox.repository';

/**
 * The local outbox as the account's administrators read it (decision 0025): only without SMTP_URL,
 * where it is the one place a mail reaches; the mails to users of the session's entity (and, with
 * orga.master_orga, of the entities below it), so an administrator of a sub-entity reads no link
 * sent to the head office.
 */
export async function listOutbox(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof mail.listOutbox>,
): Promise<ListResult<mail.OutboxMail>> {
  if (ctx.services.config.smtpUrl) throw new AppError(ERRORS.common.notFound);
  const scope = await entityScope(ctx.db, ctx.session, 'orga.master_orga');
  const { rows, total } = await listOutboxMails(ctx.db, scope, input);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}
