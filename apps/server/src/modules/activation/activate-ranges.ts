import { and, eq } from 'drizzle-orm';
import { AppError, ERRORS, type activation } from '@seal/shared';
import type { Db } from '../../db/client';
import { products, sealActivations, type ACTIVATION_METHODS } from '../../db/schema';
import { activatedSeals, activations } from '../metrics/counters';
import type { SealScope } from '../seals/seal-scope';
import { isOverlapError } from '../seals/seal-ranges.repository';
import { retryOnDeadlock } from '../../db/deadlock';
import { activationsOverlapping, lockReels, reelsById, type ReelRecord } from './ranges.repository';

/*
 * The write of an activation, shared by the activation wizard (activation.service.ts) and the XML
 * batches: ranges of serials within reels, one row each whatever its length, all or nothing.
 */

export interface SerialRange {
  reelId: string;
  firstSerial: number;
  lastSerial: number;
}

/** A catalogue error of one range, as CheckedRange.problem carries it. */
export type RangeProblem = { code: number; key: string };

export interface RangeCheck extends SerialRange {
  /** Seals of the range (0 when it is not a range of serials). */
  count: number;
  problem: RangeProblem | null;
}

export const problemOf = (error: { code: number; key: string }): RangeProblem => ({ code: error.code, key: error.key });

const lengthOf = (range: { firstSerial: number; lastSerial: number }) => range.lastSerial - range.firstSerial + 1;

function reelProblem(reel: ReelRecord | undefined, range: SerialRange): RangeProblem | null {
  if (
    !reel ||
    !Number.isSafeInteger(range.firstSerial) ||
    !Number.isSafeInteger(range.lastSerial) ||
    range.firstSerial > range.lastSerial ||
    range.firstSerial < reel.firstSerial ||
    range.lastSerial > reel.lastSerial
  )
    return problemOf(ERRORS.activation.invalidReel);
  if (reel.archived) return problemOf(ERRORS.reel.archived);
  return null;
}

/**
 * What stops each range from being activated, by position: activation.invalidReel (203) when it is
 * not within a reel of the scope, reel.archived (411), activation.alreadyActivated (202) when a seal
 * of it is activated already or named by another range of the list. Reads only.
 */
export async function checkRanges(db: Db, scope: SealScope, ranges: readonly SerialRange[]): Promise<RangeCheck[]> {
  const reels = await reelsById(
    db,
    scope,
    ranges.map((range) => range.reelId),
  );
  const checks: RangeCheck[] = ranges.map((range) => {
    const problem = reelProblem(reels.get(range.reelId), range);
    return { ...range, count: problem?.code === ERRORS.activation.invalidReel.code ? 0 : lengthOf(range), problem };
  });
  const open = checks.filter((check) => !check.problem);
  const taken = new Set((await activationsOverlapping(db, scope.accountId, open)).map((overlap) => overlap.index));
  open.forEach((check, index) => {
    if (taken.has(index)) check.problem = problemOf(ERRORS.activation.alreadyActivated);
  });
  // Two ranges of one request naming the same seal: the one starting further on the reel is refused.
  let reach = -1;
  for (const check of checks.filter((range) => !range.problem).sort((a, b) => a.firstSerial - b.firstSerial)) {
    if (check.firstSerial <= reach) check.problem = problemOf(ERRORS.activation.alreadyActivated);
    reach = Math.max(reach, check.lastSerial);
  }
  return checks;
}

export interface ActivationActor {
  accountId: string;
  /** The entity the activation is recorded for (the actor's session entity). */
  entityId: string;
  userId: string;
}

export interface ActivationDetails {
  productId: string;
  /** The dynamic data values, already read by readDynamicDataValues. */
  dynamicData: Record<string, string>;
  targetCountry: string | null;
  deliveryDate: string | null;
  method: (typeof ACTIVATION_METHODS)[number];
}

/**
 * Activates `ranges` for the product, one row per range, all or nothing (in the caller's
 * transaction, or one of its own). The reels are locked while it writes and must be of the actor's
 * account, hold the ranges and not be archived (203, 411); the product must be of the account
 * (common.notFound). Two overlapping activations cannot both be written, however concurrent: the
 * database's exclusion constraint refuses the second, answered activation.alreadyActivated (202).
 * Scope, product rules and dynamic data are checked by the caller (checkRanges and its own rules).
 */
export async function activateRanges(
  db: Db,
  actor: ActivationActor,
  ranges: readonly SerialRange[],
  details: ActivationDetails,
): Promise<activation.WriteResult> {
  if (ranges.length === 0) throw new AppError(ERRORS.activation.noRange);
  // The reels are only shared: two activations with several overlapping ranges can each wait on
  // the other's rows. PostgreSQL aborts one; run again, it meets the other's rows (202).
  return retryOnDeadlock(() => writeRanges(db, actor, ranges, details));
}

function writeRanges(
  db: Db,
  actor: ActivationActor,
  ranges: readonly SerialRange[],
  details: ActivationDetails,
): Promise<activation.WriteResult> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.accountId, actor.accountId), eq(products.id, details.productId)));
    if (!product) throw new AppError(ERRORS.common.notFound);
    const reels = await lockReels(
      tx,
      actor.accountId,
      ranges.map((range) => range.reelId),
    );
    for (const range of ranges) {
      const problem = reelProblem(reels.get(range.reelId), range);
      if (problem)
        throw new AppError(
          problem.code === ERRORS.reel.archived.code ? ERRORS.reel.archived : ERRORS.activation.invalidReel,
          { ...range },
        );
    }
    try {
      const rows = await tx
        .insert(sealActivations)
        .values(
          ranges.map((range) => ({
            accountId: actor.accountId,
            entityId: actor.entityId,
            reelId: range.reelId,
            productId: details.productId,
            firstSerial: range.firstSerial,
            lastSerial: range.lastSerial,
            method: details.method,
            targetCountry: details.targetCountry,
            deliveryDate: details.deliveryDate,
            dynamicData: details.dynamicData,
            activatedBy: actor.userId,
          })),
        )
        .returning({ id: sealActivations.id });
      const count = ranges.reduce((sum, range) => sum + lengthOf(range), 0);
      activations.inc({ method: details.method }, rows.length);
      activatedSeals.inc({ method: details.method }, count);
      return { count, ids: rows.map((row) => row.id) };
    } catch (error) {
      if (isOverlapError(error)) throw new AppError(ERRORS.activation.alreadyActivated);
      throw error;
    }
  });
}
