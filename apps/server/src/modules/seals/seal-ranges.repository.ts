import type { Db } from '../../db/client';
import { sqlError } from '../../db/sql-state';
import { sealActivations, sealCancellations, sealStateChanges } from '../../db/schema';

export type NewActivation = Omit<typeof sealActivations.$inferInsert, 'id' | 'serials' | 'status' | 'createdAt'>;
export type NewCancellation = Omit<typeof sealCancellations.$inferInsert, 'id' | 'serials' | 'createdAt'>;
export type NewStateChange = Omit<typeof sealStateChanges.$inferInsert, 'id' | 'createdAt'>;

/** Refused by the database (23P01) when the range overlaps an activation of the account. */
export async function insertActivation(db: Db, activation: NewActivation) {
  const [row] = await db.insert(sealActivations).values(activation).returning({ id: sealActivations.id });
  return row!.id;
}

/** Refused by the database (23P01) when the range overlaps a cancellation of the account. */
export async function insertCancellation(db: Db, cancellation: NewCancellation) {
  const [row] = await db.insert(sealCancellations).values(cancellation).returning({ id: sealCancellations.id });
  return row!.id;
}

export async function insertStateChange(db: Db, change: NewStateChange) {
  const [row] = await db.insert(sealStateChanges).values(change).returning({ id: sealStateChanges.id });
  return row!.id;
}

/** True for the error of a row an exclusion constraint refused (an overlapping range). */
export function isOverlapError(error: unknown): boolean {
  return sqlError(error, '23P01') !== undefined;
}
