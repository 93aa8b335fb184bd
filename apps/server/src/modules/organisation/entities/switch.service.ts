import { AppError, ERRORS, holdsAny, organisation, type SessionInfo } from '@seal/shared';
import type { SessionCallContext } from '../../../rpc/context';
import { sessionInfo } from '../../auth/auth.service';
import { findEntityTree, findHomeEntityId } from '../shared/scope.repository';
import { found } from '../shared/errors';
import { compareBy } from '../shared/list';
import { subtree } from '../shared/scope';
import { moveSession } from './entities.repository';

/** The user's own entity, and with a master right every entity below it. */
async function switchable(ctx: SessionCallContext) {
  const { accountId, userId, rights } = ctx.session;
  const home = found(await findHomeEntityId(ctx.db, accountId, userId));
  const tree = subtree(await findEntityTree(ctx.db, accountId), home);
  const master = holdsAny(rights, organisation.MASTER_RIGHTS);
  return { home, tree, master };
}

export async function listSwitchableEntities(ctx: SessionCallContext) {
  const { home, tree, master } = await switchable(ctx);
  const rows: organisation.SwitchableEntity[] = [...tree.values()]
    .filter(({ node }) => master || node.id === home)
    .map(({ node, depth }) => ({
      id: node.id,
      parentId: node.id === home ? null : node.parentId,
      name: node.name,
      depth,
      disabled: node.disabled,
      current: node.id === ctx.session.entityId,
    }))
    .sort(compareBy((row) => `${String(row.depth).padStart(3, '0')} ${row.name.toLowerCase()}`, 'asc'));
  return { rows, total: rows.length };
}

/**
 * Outside the user's own subtree an entity answers notFound, whoever asks; inside it, going below
 * one's own entity needs a master right, and a disabled entity cannot be entered.
 */
export async function switchEntity(ctx: SessionCallContext, entityId: string): Promise<SessionInfo> {
  const { home, tree, master } = await switchable(ctx);
  const target = found(tree.get(entityId));
  if (entityId !== home && !master) throw new AppError(ERRORS.common.forbidden);
  if (target.node.disabled) throw new AppError(ERRORS.organisation.entityDisabled);
  const before = ctx.session.entityId;
  await moveSession(ctx.db, ctx.session.accountId, ctx.session.tokenHash, entityId);
  ctx.audit({ targetId: entityId, before: { entityId: before }, after: { entityId } });
  return sessionInfo(ctx, { ...ctx.session, entityId });
}
