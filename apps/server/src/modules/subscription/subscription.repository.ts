import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findGlobalKey } from '../../db/global-keys';
import { preRegistrationFiles, preRegistrations } from '../../db/schema';

export type PreRegistration = typeof preRegistrations.$inferSelect;
export type PreRegistrationStatus = PreRegistration['status'];
export type PreRegistrationFile = typeof preRegistrationFiles.$inferSelect;

/** The statuses of a pre-registration still waiting for the operator: its e-mail is taken. */
export const OPEN_STATUSES: readonly PreRegistrationStatus[] = ['pending', 'received'];

/** Whether a user logs in with `email` or an open pre-registration holds it (both stored lower-case). */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  if (await findGlobalKey(db, 'login_email', email)) return true;
  const [open] = await db
    .select({ id: preRegistrations.id })
    .from(preRegistrations)
    .where(and(eq(preRegistrations.email, email), inArray(preRegistrations.status, [...OPEN_STATUSES])))
    .limit(1);
  return Boolean(open);
}

export async function insertPreRegistration(db: Db, values: typeof preRegistrations.$inferInsert) {
  const [row] = await db.insert(preRegistrations).values(values).returning();
  return row!;
}

export async function insertFiles(db: Db, files: ReadonlyArray<typeof preRegistrationFiles.$inferInsert>) {
  if (files.length > 0) await db.insert(preRegistrationFiles).values([...files]);
}

export async function findPreRegistration(db: Db, id: string): Promise<PreRegistration | undefined> {
  const [row] = await db.select().from(preRegistrations).where(eq(preRegistrations.id, id));
  return row;
}

export async function findByNumber(db: Db, number: number): Promise<PreRegistration | undefined> {
  const [row] = await db.select().from(preRegistrations).where(eq(preRegistrations.number, number));
  return row;
}

/** Every pre-registration, oldest first (an operator's list: a few hundred at most). */
export async function listPreRegistrations(db: Db, status?: PreRegistrationStatus) {
  return db
    .select()
    .from(preRegistrations)
    .where(status ? eq(preRegistrations.status, status) : undefined)
    .orderBy(asc(preRegistrations.createdAt));
}

/** The files' kinds and sizes, without their content. */
export async function findFileSummaries(db: Db, id: string) {
  return db
    .select({
      kind: preRegistrationFiles.kind,
      contentType: preRegistrationFiles.contentType,
      size: preRegistrationFiles.size,
    })
    .from(preRegistrationFiles)
    .where(eq(preRegistrationFiles.preRegistrationId, id));
}

/**
 * Moves a pre-registration from one of `from` to its next status; false when it was not in one
 * of them any more (another operator's step came first).
 */
export async function updateStatus(
  db: Db,
  id: string,
  from: readonly PreRegistrationStatus[],
  values: Partial<typeof preRegistrations.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(preRegistrations)
    .set(values)
    .where(and(eq(preRegistrations.id, id), inArray(preRegistrations.status, [...from])))
    .returning({ id: preRegistrations.id });
  return rows.length === 1;
}

/** Deletes the pre-registrations not validated made before `cutoff`, with their files (cascade). */
export async function deleteUnvalidatedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(preRegistrations)
    .where(and(ne(preRegistrations.status, 'validated'), lt(preRegistrations.createdAt, cutoff)))
    .returning({ id: preRegistrations.id });
  return rows.length;
}

/** A validated pre-registration keeps its row (the account's origin), not its files. */
export async function deleteFilesOfValidatedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(preRegistrationFiles)
    .where(
      inArray(
        preRegistrationFiles.preRegistrationId,
        db
          .select({ id: preRegistrations.id })
          .from(preRegistrations)
          .where(
            and(
              eq(preRegistrations.status, 'validated'),
              lt(sql`coalesce(${preRegistrations.decidedAt}, ${preRegistrations.createdAt})`, cutoff),
            ),
          ),
      ),
    )
    .returning({ id: preRegistrationFiles.preRegistrationId });
  return rows.length;
}
