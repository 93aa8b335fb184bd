import { AppError, ERRORS, type reels as contract } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { sealScope } from '../seals/seal-scope';
import { lockReelOf } from './reel-lookup';
import { reelRowsById } from './reel-rows';
import { countActivated, findEntitiesBelow, setTransferred } from './reels.repository';

/**
 * The entities a session may hand reels to: its own entity and every one below it, as the
 * organisation area manages them, less the disabled ones.
 */
export async function findTransferTargets(ctx: SessionCallContext) {
  const { accountId, entityId } = ctx.session;
  const rows: contract.TransferTarget[] = (await findEntitiesBelow(ctx.db, accountId, entityId))
    .filter((entity) => !entity.disabled)
    .map(({ id, name, depth }) => ({ id, name, depth }));
  return { rows, total: rows.length };
}

/**
 * Transfers a reel of the seal scope to a target entity, once (spec 001 section 5), after at least
 * one of its seals was activated. The reel keeps its activations, cancellations and state changes
 * (they hang on its serials); from-entity and date are recorded on it. The target is checked
 * first, so an id of another account answers notFound whatever the reel.
 */
export async function transferReel(
  ctx: SessionCallContext,
  input: { reference: string; entityId: string },
): Promise<contract.ReelRow> {
  const target = (await findEntitiesBelow(ctx.db, ctx.session.accountId, ctx.session.entityId)).find(
    (entity) => entity.id === input.entityId,
  );
  if (!target) throw new AppError(ERRORS.common.notFound);
  if (target.disabled) throw new AppError(ERRORS.organisation.entityDisabled);

  const scope = await sealScope(ctx.db, ctx.session);
  const lookup = await lockReelOf(ctx.db, ctx.services.sealKeyring, scope, input.reference);
  if (!lookup.found) throw new AppError(ERRORS.reelTransfer.missing);
  const { reel } = lookup;
  if (reel.archived) throw new AppError(ERRORS.reel.archived);
  if (reel.transferredAt) throw new AppError(ERRORS.reelTransfer.alreadyTransferred);
  if ((await countActivated(ctx.db, reel)) === 0) throw new AppError(ERRORS.reel.noActivation);
  if (reel.entityId === target.id) throw new AppError(ERRORS.reelTransfer.notTransferred, { reason: 'sameEntity' });

  await setTransferred(ctx.db, reel, target.id);
  const [row] = await reelRowsById(ctx.db, ctx.services.sealKeyring, reel.accountId, [reel.id]);
  ctx.audit({
    targetId: reel.id,
    before: { reference: row!.reference, entityId: reel.entityId },
    after: { entityId: target.id },
  });
  return row!;
}
