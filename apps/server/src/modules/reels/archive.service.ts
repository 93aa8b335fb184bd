import { AppError, ERRORS, type reels as contract } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { sealScope } from '../seals/seal-scope';
import { lockReelOf } from './reel-lookup';
import { reelRowsById } from './reel-rows';
import { countActivated, setArchived } from './reels.repository';

/**
 * Archives or unarchives the reel of a reference. Archiving needs at least one activated seal
 * on the reel (spec 001 section 5; reel.noActivation otherwise); the seals never activated then
 * answer "archived" (status 2) until it is unarchived. Asking for the state a reel already has
 * changes nothing. An unknown reel, or one outside the scope, answers notFound.
 */
export async function setReelArchived(
  ctx: SessionCallContext,
  reference: string,
  archived: boolean,
): Promise<contract.ReelRow> {
  const scope = await sealScope(ctx.db, ctx.session);
  const lookup = await lockReelOf(ctx.db, ctx.services.sealKeyring, scope, reference);
  if (!lookup.found) throw new AppError(ERRORS.common.notFound);
  const { reel } = lookup;
  if (archived && !reel.archived && (await countActivated(ctx.db, reel)) === 0)
    throw new AppError(ERRORS.reel.noActivation);
  if (reel.archived !== archived) await setArchived(ctx.db, reel, archived);
  const [row] = await reelRowsById(ctx.db, ctx.services.sealKeyring, reel.accountId, [reel.id]);
  ctx.audit({ targetId: reel.id, before: { reference: row!.reference, archived: reel.archived }, after: { archived } });
  return row!;
}
