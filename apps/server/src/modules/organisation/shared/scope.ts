import { AppError, ERRORS, holdsAny, type Right } from '@seal/shared';
import type { SessionCallContext } from '../../../rpc/context';
import { findEntityTree, findHomeEntityId, type EntityNode } from './scope.repository';

/** Where an organisation method acts: the session's account and current entity, and who acts. */
export interface Scope {
  accountId: string;
  entityId: string;
  userId: string;
}

/**
 * The scope of an organisation method. A session switched into a sub-entity (userModel.switchEntity)
 * manages that entity's organisation only with orga.master_orga: the other master rights open the
 * sub-entity to their own areas, not to its users and groups.
 */
export async function orgaScope(ctx: SessionCallContext): Promise<Scope> {
  const { accountId, entityId, userId, rights } = ctx.session;
  if (!rights['orga.master_orga']) {
    const home = await findHomeEntityId(ctx.db, accountId, userId);
    if (home !== entityId) throw new AppError(ERRORS.common.forbidden);
  }
  return { accountId, entityId, userId };
}

/** For a screen several rights open: the dispatcher checks "all of" the contract's rights, this "one of". */
export function requireAnyRight(ctx: SessionCallContext, rights: readonly Right[]) {
  if (!holdsAny(ctx.session.rights, rights)) throw new AppError(ERRORS.common.forbidden);
}

/** Nobody grants a right they do not hold themselves (params.rights lists the missing ones). */
export function requireRightsHeld(ctx: SessionCallContext, granted: Iterable<string>) {
  const missing = [...new Set(granted)].filter((right) => ctx.session.rights[right as Right] !== true).sort();
  if (missing.length > 0) throw new AppError(ERRORS.organisation.rightsNotHeld, { rights: missing });
}

/** The entities at and below `rootId`, each with its depth (0 for the root itself). */
export function subtree(tree: readonly EntityNode[], rootId: string): Map<string, { node: EntityNode; depth: number }> {
  const children = new Map<string | null, EntityNode[]>();
  for (const node of tree) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const root = tree.find((node) => node.id === rootId);
  const result = new Map<string, { node: EntityNode; depth: number }>();
  if (!root) return result;
  const walk = (node: EntityNode, depth: number) => {
    result.set(node.id, { node, depth });
    for (const child of children.get(node.id) ?? []) walk(child, depth + 1);
  };
  walk(root, 0);
  return result;
}

/** The entities strictly below the scope's entity: the ones it manages as sub-entities. */
export async function subEntities(ctx: SessionCallContext, scope: Scope) {
  const below = subtree(await findEntityTree(ctx.db, scope.accountId), scope.entityId);
  below.delete(scope.entityId);
  return below;
}
