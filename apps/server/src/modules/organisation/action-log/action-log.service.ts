import type { ListResult, organisation, ParsedInputOf } from '@seal/shared';
import type { SessionCallContext } from '../../../rpc/context';
import { findEntityTree } from '../shared/scope.repository';
import { notFound } from '../shared/errors';
import { iso } from '../shared/list';
import { subtree } from '../shared/scope';
import * as repo from './action-log.repository';

/**
 * The entries of the session's entity and the entities below it. cerv.view shows one's own actions;
 * orga.view, the organisation right, everyone's. A user filter naming someone outside the account
 * answers notFound.
 */
export async function listActionLog(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof organisation.listActionLog>,
): Promise<ListResult<organisation.ActionLogRow>> {
  const { accountId, entityId, userId, rights } = ctx.session;
  if (input.filters.userId && !(await repo.isUserOfAccount(ctx.db, accountId, input.filters.userId))) throw notFound();
  const entityIds = [...subtree(await findEntityTree(ctx.db, accountId), entityId).keys()];
  const scope = { accountId, entityIds, ...(rights['orga.view'] ? {} : { userId }) };
  const { rows, total } = await repo.listActions(ctx.db, scope, input);
  return {
    rows: rows.map(({ log, userEmail, userName, entityName }) => ({
      id: log.id,
      at: iso(log.at),
      method: log.method,
      userId: log.userId,
      userName,
      userEmail,
      entityId: log.entityId,
      entityName,
      targetId: log.targetId,
      ip: log.ip,
      apiTokenName: log.apiTokenName,
      input: log.input,
      before: log.before,
      after: log.after,
    })),
    total,
  };
}
