import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { epcisEvents, traceEvents } from '../../db/schema';
import type { EpcisIds } from './epcis-identifiers';
import { EVENT_TYPES } from './epcis-query';

/**
 * The binding's top-level lists (GET /epcis/eventTypes, /bizSteps, /bizLocations, /readPoints,
 * /dispositions, /epcs): the values the account's events hold, in code-point order, paged by value.
 * Event types also list the five standard ones. EPCs are those captured events name: the console's
 * own seals are ranges (100,000 EPCs a reel) and are not enumerated (docs/epcis.md).
 */
export const VOCABULARIES = ['eventTypes', 'bizSteps', 'bizLocations', 'readPoints', 'dispositions', 'epcs'] as const;
export type Vocabulary = (typeof VOCABULARIES)[number];

const e = epcisEvents;
const t = traceEvents;
const unlinked = sql`not exists (select 1 from epcis_events linked where linked.account_id = ${t.accountId}
  and linked.trace_event_id = ${t.id})`;

/** The account's values of one vocabulary, as a `v` column (duplicates left to the caller's distinct). */
function valuesOf(accountId: string, ids: EpcisIds, vocabulary: Vocabulary): SQL {
  const captured = (column: SQL) =>
    sql`select ${column} as v from ${e} where ${e.accountId} = ${accountId} and ${column} is not null`;
  const console = (column: SQL) =>
    sql`select ${column} as v from ${t} where ${t.accountId} = ${accountId} and ${unlinked} and ${column} is not null`;
  switch (vocabulary) {
    case 'eventTypes':
      return sql`select unnest(${sql.raw(`array['${EVENT_TYPES.join("','")}']`)}::text[]) as v
        union ${captured(sql`${e.eventType}`)}`;
    case 'bizSteps':
      return sql`${captured(sql`${e.bizStep}`)} union ${console(sql`${t.bizStep}`)}`;
    case 'dispositions':
      return sql`${captured(sql`${e.disposition}`)} union ${console(sql`${t.disposition}`)}`;
    case 'readPoints':
      return sql`${captured(sql`${e.readPoint}`)}
        union ${console(sql`${`${ids.publicUrl}/sites/`} || ${t.siteId}::text`)}`;
    case 'bizLocations':
      return captured(sql`${e.bizLocation}`);
    case 'epcs':
      return sql`select unnest(${e.epcs}) as v from ${e} where ${e.accountId} = ${accountId}`;
  }
}

/** Up to `limit` values after `after`, in code-point order. */
export async function listValues(
  db: Db,
  accountId: string,
  ids: EpcisIds,
  vocabulary: Vocabulary,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const result =
    await db.execute(sql`select distinct v collate "C" as v from (${valuesOf(accountId, ids, vocabulary)}) vocabulary
    where ${after === null ? sql`true` : sql`v collate "C" > ${after} collate "C"`}
    order by 1 limit ${limit}`);
  return rowsOf<{ v: string }>(result).map((row) => row.v);
}
