import { AppError, ERRORS, type ParsedInputOf, type reels as contract } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { decodeReference } from '../seals/reference-codec';
import { isOverlapError } from '../seals/seal-ranges.repository';
import { sealScope } from '../seals/seal-scope';
import { lockReelOf } from './reel-lookup';
import { reelRowsById } from './reel-rows';
import {
  countActivated,
  insertPieces,
  moveActivations,
  resizeReel,
  toRange,
  type StoredReel,
} from './reels.repository';
import { planSplit, sizeOf, type SerialRange } from './split-plan';

type SplitInput = ParsedInputOf<typeof contract.splitReel>;

const invalidReel = (reason: string) => new AppError(ERRORS.reelSplit.invalidReel, { reason });

/** The last serial of the part: from the last reference, or `quantity` seals from the first. */
function partEnd(ctx: SessionCallContext, reel: StoredReel, first: number, input: SplitInput): number {
  if (input.quantity !== undefined) {
    const last = first + input.quantity - 1;
    if (last > reel.lastSerial)
      throw new AppError(ERRORS.reelSplit.lastNotOnReel, { maxQuantity: reel.lastSerial - first + 1 });
    return last;
  }
  const decoded = decodeReference(input.last!, ctx.services.sealKeyring);
  if (!decoded.ok) throw new AppError(ERRORS.reelSplit.invalidLast, { reason: decoded.reason });
  const onReel =
    decoded.keyVersion === reel.keyVersion && decoded.serial >= reel.firstSerial && decoded.serial <= reel.lastSerial;
  if (!onReel) throw new AppError(ERRORS.reelSplit.lastNotOnReel);
  if (decoded.serial < first) throw new AppError(ERRORS.reelSplit.invalidLast, { reason: 'beforeFirst' });
  return decoded.serial;
}

/**
 * Splits a reel (docs/reels.md): the seals [first, last] become a reel of their own, and what is
 * left of the reel stays one reel, or two when the part was in its middle. The piece starting at
 * the reel's first seal keeps the reel's row (its id, its reference); the others are new reels
 * with the same entity, key, demo flag, transfer and creation date.
 *
 * A part holding an activated seal is refused (401 reelUsed): the part is meant to be used on its
 * own (activated as a whole, transferred), and since an activation is a contiguous range of one
 * reel, an unused part guarantees that no activation straddles two reels. Activations in the
 * piece after the part move with it. One transaction, the reel locked; the reels' exclusion
 * constraint holds at every statement (the reel shrinks before the new reels are inserted).
 */
export async function splitReel(ctx: SessionCallContext, input: SplitInput): Promise<contract.SplitResult> {
  const scope = await sealScope(ctx.db, ctx.session);
  const lookup = await lockReelOf(ctx.db, ctx.services.sealKeyring, scope, input.first);
  if (!lookup.found) throw invalidReel(lookup.reason);
  const { reel, serial: first } = lookup;
  if (reel.archived) throw invalidReel('archived');

  const plan = planSplit(toRange(reel), { first, last: partEnd(ctx, reel, first, input) });
  if ('problem' in plan) throw new AppError(ERRORS.reelSplit.notSplit);
  const used = await countActivated(ctx.db, reel, plan.part);
  if (used > 0) throw new AppError(ERRORS.reelSplit.reelUsed, { activated: used });

  const createdIds = await cut(ctx, reel, plan.kept, plan.created);
  // Rows come in serial order, as the pieces do: the part is the piece starting at `first`.
  const rows = await reelRowsById(ctx.db, ctx.services.sealKeyring, reel.accountId, [reel.id, ...createdIds]);
  const partIndex = [plan.kept, ...plan.created].findIndex((piece) => piece.first === first);
  const part = rows[partIndex]!;
  ctx.audit({
    targetId: reel.id,
    before: { reference: rows[0]!.reference, total: sizeOf(toRange(reel)) },
    after: { part: summary(part), reels: rows.map(summary) },
  });
  return { part, rest: rows.filter((row) => row !== part) };
}

const summary = (row: contract.ReelRow) => ({ id: row.id, reference: row.reference, total: row.total });

async function cut(ctx: SessionCallContext, reel: StoredReel, kept: SerialRange, created: SerialRange[]) {
  try {
    await resizeReel(ctx.db, reel, kept);
    const ids = await insertPieces(ctx.db, reel, created);
    for (const [index, range] of created.entries()) await moveActivations(ctx.db, reel, ids[index]!, range);
    return ids;
  } catch (error) {
    // The exclusion constraint refusing a piece means the reels changed under us: nothing is written.
    if (isOverlapError(error)) throw new AppError(ERRORS.reelSplit.failed);
    throw error;
  }
}
