import { sql } from 'drizzle-orm';
import { AppError, ERRORS, type activation } from '@seal/shared';
import type { Db } from '../../db/client';
import { sealActivations, sealCancellations } from '../../db/schema';
import { isOverlapError } from '../seals/seal-ranges.repository';
import { lengthOf, type Interval } from './intervals';

/** A range of one activation to cancel. */
export interface CancellationPiece extends Interval {
  activationId: string;
}

export interface CancellationActor {
  accountId: string;
  entityId: string;
  userId: string;
}

/** Joins pieces of one activation whose serials follow each other: one row each. */
export function joinPieces(pieces: readonly CancellationPiece[]): CancellationPiece[] {
  const sorted = [...pieces].sort(
    (a, b) => a.activationId.localeCompare(b.activationId) || a.firstSerial - b.firstSerial,
  );
  const joined: CancellationPiece[] = [];
  for (const piece of sorted) {
    const previous = joined[joined.length - 1];
    if (previous && previous.activationId === piece.activationId && previous.lastSerial + 1 === piece.firstSerial)
      previous.lastSerial = piece.lastSerial;
    else joined.push({ ...piece });
  }
  return joined;
}

/**
 * Cancels the pieces, one row each, all or nothing. The activations are locked first, so that two
 * cancellations of one activation see each other's rows when they decide whether it is now wholly
 * cancelled (status 'cancelled'). A seal cancelled meanwhile by someone else is refused by the
 * database's exclusion constraint: cancellation.alreadyCancelled (113).
 */
export async function cancelPieces(
  db: Db,
  actor: CancellationActor,
  pieces: readonly CancellationPiece[],
  reason: string | null,
): Promise<activation.WriteResult> {
  if (pieces.length === 0) throw new AppError(ERRORS.activation.noRange);
  const activationIds = [...new Set(pieces.map((piece) => piece.activationId))].sort();
  const ids = sql`${`{${activationIds.join(',')}}`}::uuid[]`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${sealActivations}
      where account_id = ${actor.accountId}::uuid and id = any(${ids}) order by id for update`);
    let rows: { id: string }[];
    try {
      rows = await tx
        .insert(sealCancellations)
        .values(
          pieces.map((piece) => ({
            accountId: actor.accountId,
            entityId: actor.entityId,
            activationId: piece.activationId,
            firstSerial: piece.firstSerial,
            lastSerial: piece.lastSerial,
            reason,
            cancelledBy: actor.userId,
          })),
        )
        .returning({ id: sealCancellations.id });
    } catch (error) {
      if (isOverlapError(error)) throw new AppError(ERRORS.cancellation.alreadyCancelled);
      throw error;
    }
    await tx.execute(sql`update ${sealActivations} a set status = 'cancelled'
      where a.account_id = ${actor.accountId}::uuid and a.id = any(${ids})
        and a.last_serial - a.first_serial + 1 = (
          select coalesce(sum(c.last_serial - c.first_serial + 1), 0) from ${sealCancellations} c
          where c.account_id = ${actor.accountId}::uuid and c.activation_id = a.id)`);
    return { count: pieces.reduce((sum, piece) => sum + lengthOf(piece), 0), ids: rows.map((row) => row.id) };
  });
}
