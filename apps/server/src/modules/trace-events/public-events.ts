import { getTableName } from 'drizzle-orm';
import type { PublicTraceEvent } from '@seal/shared/contract/consultation';
import { localised, type EventModelItem, type Localised } from '@seal/shared/contract/trace-events';
import type { Db } from '../../db/client';
import { isDistributed } from '../../db/distributed';
import { runPrepared } from '../../db/prepared';
import {
  containers,
  containerSeals,
  eventModels,
  sites,
  traceEventContainers,
  traceEvents,
  traceEventSeals,
} from '../../db/schema';
import { dataValuesOf } from './seal-events.repository';

/** Steps a consumer's page shows at most (the oldest: where the journey starts). */
export const PUBLIC_EVENTS_MAX = 20;

/** One valid seal whose journey a consumer's page shows: its owner's account and its serial. */
export interface PublicEventsQuery {
  accountId: string;
  serial: number;
}

/** A public event of a seal as stored: its model's name and items, its read point's name. */
export interface PublicEventRecord {
  eventTime: string;
  eventTimeZoneOffset: string;
  modelName: Localised;
  siteName: string | null;
  items: EventModelItem[] | null;
  data: Record<string, string>;
}

interface Row {
  ord: number;
  event_time: string | Date;
  event_time_zone_offset: string;
  model_name: Localised;
  site_name: string | null;
  items: EventModelItem[] | null;
  data: Record<string, string>;
}

/**
 * At most PUBLIC_EVENTS_MAX events of the account whose model is public, oldest first: those naming
 * the seal, and those declared on a container holding it now (its case, the case's pallet...), as
 * sealEvents(..., { serial }, { publicOnly }) reads them (seal-events.repository.ts); the seal look-up
 * tells which seals these sources reach (public-seal.repository.ts, tracedSql). `account` and
 * `serial` are SQL expressions: columns of the statement's batch, or parameters.
 */
const eventsOf = (account: string, serial: string) => `
    with recursive up(id, depth) as (
      select s.container_id, 0 from ${getTableName(containerSeals)} s
      where s.account_id = ${account} and s.serials @> ${serial}
      union
      select c.parent_id, u.depth + 1 from ${getTableName(containers)} c join up u on c.id = u.id
      where c.account_id = ${account} and c.parent_id is not null and u.depth < 20
    )
    select e.id, e.event_time, e.event_time_zone_offset, e.data, m.items,
      coalesce(m.name, jsonb_build_object('en', e.biz_step)) as model_name, rp.name as site_name
    from ${getTableName(traceEvents)} e
    left join ${getTableName(eventModels)} m on m.account_id = ${account} and m.id = e.event_model_id
    left join ${getTableName(sites)} rp on rp.account_id = ${account} and rp.id = e.site_id
    where e.account_id = ${account} and e.public
      and e.id in (
        select s.event_id from ${getTableName(traceEventSeals)} s where s.account_id = ${account} and s.serials @> ${serial}
        union
        select c.event_id from ${getTableName(traceEventContainers)} c
        where c.account_id = ${account} and c.container_id in (select id from up))
    order by e.event_time, e.id
    limit ${PUBLIC_EVENTS_MAX}`;

/**
 * $1, $2: the accounts and serials asked about, as arrays; the events of each (numbered `ord`), in
 * one statement for a group of consultations.
 */
const PUBLIC_EVENTS_SQL = `
  select q.ord::int, x.* from unnest($1::uuid[], $2::int8[]) with ordinality as q(account_id, serial, ord)
  cross join lateral (${eventsOf('q.account_id', 'q.serial')}) x
  order by q.ord, x.event_time, x.id`;

/**
 * $1 the account, $2 the serial: one seal's events, every table named by the account, for a
 * distributed database, where Citus runs the one statement above on no shard (its recursive part
 * reads unnest's columns) and this one on the account's shard.
 */
const SEAL_PUBLIC_EVENTS_SQL = `
  select 1 as ord, x.* from (${eventsOf('$1::uuid', '$2::int8')}) x
  order by x.event_time, x.id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public events of many seals (the consultation groups concurrent valid answers,
 * consultation-io.ts): for each query, its events oldest first. One statement on a single server;
 * one per seal, side by side, on a distributed database (db/distributed.ts).
 */
export async function findPublicEvents(db: Db, queries: readonly PublicEventsQuery[]): Promise<PublicEventRecord[][]> {
  if (queries.some((query) => !UUID.test(query.accountId) || !Number.isSafeInteger(query.serial)))
    throw new RangeError('An account is a uuid and a serial a whole number');
  if (await isDistributed(db)) return findEachSealsEvents(db, queries);
  const rows = await runPrepared<Row>(db, 'public_seal_events', PUBLIC_EVENTS_SQL, [
    `{${queries.map((query) => query.accountId).join(',')}}`,
    `{${queries.map((query) => query.serial).join(',')}}`,
  ]);
  return toEvents(rows, queries.length);
}

/** The distributed form of findPublicEvents: a statement per seal, on its account's shard. */
export function findEachSealsEvents(db: Db, queries: readonly PublicEventsQuery[]) {
  return Promise.all(
    queries.map(
      async ({ accountId, serial }) =>
        toEvents(await runPrepared<Row>(db, 'seal_public_events', SEAL_PUBLIC_EVENTS_SQL, [accountId, serial]), 1)[0]!,
    ),
  );
}

/** The rows of `count` seals' events, numbered 1 to `count` by `ord`, as each seal's list. */
function toEvents(rows: readonly Row[], count: number): PublicEventRecord[][] {
  const events = Array.from({ length: count }, (): PublicEventRecord[] => []);
  for (const row of rows)
    events[row.ord - 1]!.push({
      eventTime: new Date(row.event_time).toISOString(),
      eventTimeZoneOffset: row.event_time_zone_offset,
      modelName: row.model_name,
      siteName: row.site_name,
      items: row.items,
      data: row.data,
    });
  return events;
}

/**
 * A seal's public events as the consultation page shows them (their model is public), oldest
 * first, named and labelled in the consumer's language (English when the model has no text in
 * it): the journey under a valid answer.
 */
export function publicTraceEvents(records: readonly PublicEventRecord[], language: string): PublicTraceEvent[] {
  return records.map((event) => ({
    eventTime: event.eventTime,
    eventTimeZoneOffset: event.eventTimeZoneOffset,
    name: localised(event.modelName, language),
    siteName: event.siteName,
    data: dataValuesOf(event.items, event.data).map((value) => ({
      label: localised(value.label, language),
      value: value.value,
    })),
  }));
}
