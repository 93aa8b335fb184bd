import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { epcisCaptures, eventModels, traceEvents } from '../../db/schema';
import { inAccount, type TenantKey } from '../../db/tenant-scope';

export async function insertCapture(
  db: Db,
  values: { accountId: string; userId: string; eventCount: number; errorBehaviour: 'rollback' | 'proceed' },
) {
  const [row] = await db.insert(epcisCaptures).values(values).returning();
  return row!;
}

export async function finishCapture(
  db: Db,
  capture: TenantKey,
  outcome: { success: boolean; capturedCount: number; errors: unknown[]; notes: unknown[] },
) {
  await db
    .update(epcisCaptures)
    .set({ ...outcome, running: false, finishedAt: sql`now()` })
    .where(inAccount(epcisCaptures, capture.accountId, eq(epcisCaptures.id, capture.id)));
}

export async function findCapture(db: Db, accountId: string, captureId: string) {
  const [row] = await db
    .select()
    .from(epcisCaptures)
    .where(and(eq(epcisCaptures.accountId, accountId), eq(epcisCaptures.id, captureId)));
  return row;
}

/** A PostgreSQL text[] literal of any strings (eventIDs are URIs: commas, quotes and braces are theirs to hold). */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

const UUID_URN = /^urn:uuid:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The eventIDs among `eventIds` the account already holds: captured ones (their own eventID kept)
 * and its own events as it exports them (`urn:uuid:<id>`).
 */
export async function knownEventIds(db: Db, accountId: string, eventIds: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < eventIds.length; start += 10_000) {
    const slice = eventIds.slice(start, start + 10_000);
    const uuids = slice.map((id) => UUID_URN.exec(id)?.[1]?.toLowerCase()).filter((id): id is string => !!id);
    const rows = await db
      .select({ epcisEventId: traceEvents.epcisEventId, id: traceEvents.id })
      .from(traceEvents)
      .where(
        and(
          eq(traceEvents.accountId, accountId),
          sql`(${traceEvents.epcisEventId} = any(${textArray(slice)}::text[])
            or ${traceEvents.id} = any(${textArray(uuids)}::uuid[]))`,
        ),
      );
    for (const row of rows) {
      if (row.epcisEventId) known.add(row.epcisEventId);
      known.add(`urn:uuid:${row.id}`);
    }
  }
  return known;
}

/** The account's event model for a business step: the one changed last. */
export async function modelOfBizStep(db: Db, accountId: string, bizStep: string) {
  const [row] = await db
    .select({ id: eventModels.id })
    .from(eventModels)
    .where(and(eq(eventModels.accountId, accountId), eq(eventModels.bizStep, bizStep)))
    .orderBy(desc(eventModels.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/** An event the console's packing wrote for a captured one: its eventID kept, its source said. */
export async function markCaptured(db: Db, accountId: string, eventId: string, epcisEventId: string) {
  await db
    .update(traceEvents)
    .set({ epcisEventId, source: 'epcis' })
    .where(and(eq(traceEvents.accountId, accountId), eq(traceEvents.id, eventId)));
}
