import { sql, type SQL } from 'drizzle-orm';
import { containers, epcisEvents, traceEventContainers, traceEventSeals, traceEvents } from '../../db/schema';
import { uriForms, type EpcValues } from './epcis-epc-match';
import { EXTENSION, readSiteUri, type EpcisIds } from './epcis-identifiers';
import type { EpcField, Filter } from './epcis-query';

/**
 * Each query filter as SQL on both kinds of the account's events (docs/epcis.md, "Query"):
 * captured events (epcis_events: the query columns, else the event as sent) and console events
 * (trace_events, rendered on read). A filter a console event cannot meet (a business transaction, a
 * TransformationEvent's inputs) excludes it: it is never ignored.
 */
const never = sql`false`;
const always = sql`true`;
const e = epcisEvents;
const t = traceEvents;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
const anyOf = (column: SQL | typeof e.eventType, values: readonly string[]) =>
  values.length === 0 ? never : sql`${column} = any(${textArray(values)})`;
const likePattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
const unique = (values: Iterable<string>) => [...new Set(values)];

/** A CBV value of these vocabularies in its three forms: bare, Web URI and URN. */
function cbvForms(bare: string, web: string, urn: string): string[] {
  return bare.includes(':')
    ? [bare]
    : [bare, `https://ref.gs1.org/cbv/${web}-${bare}`, `urn:epcglobal:cbv:${urn}:${bare}`];
}

/** Where an EPC field's values are, in the event as sent (JSON path). */
const EPC_PATHS: Record<EpcField, string[]> = {
  epc: ['$.epcList[*]', '$.childEPCs[*]'],
  parentID: ['$.parentID'],
  inputEPC: ['$.inputEPCList[*]'],
  outputEPC: ['$.outputEPCList[*]'],
  anyEPC: ['$.epcList[*]', '$.childEPCs[*]', '$.parentID', '$.inputEPCList[*]', '$.outputEPCList[*]'],
  epcClass: ['$.quantityList[*].epcClass', '$.childQuantityList[*].epcClass'],
  inputEPCClass: ['$.inputQuantityList[*].epcClass'],
  outputEPCClass: ['$.outputQuantityList[*].epcClass'],
  anyEPCClass: [
    '$.quantityList[*].epcClass',
    '$.childQuantityList[*].epcClass',
    '$.inputQuantityList[*].epcClass',
    '$.outputQuantityList[*].epcClass',
  ],
};

/** Some value at these JSON paths of the event as sent equals one of `values` or starts with one of `prefixes`. */
function jsonValuesMatch(paths: string[], values: readonly string[], prefixes: readonly string[] = []): SQL {
  if (values.length === 0 && prefixes.length === 0) return never;
  const tests: SQL[] = [];
  if (values.length > 0) tests.push(sql`v.value = any(${textArray(values)})`);
  if (prefixes.length > 0) tests.push(sql`v.value like any(${textArray(prefixes.map(likePattern))})`);
  const found = paths.map(
    (path) => sql`exists (select 1 from jsonb_path_query(${e.event}, ${path}::jsonpath) j,
      lateral (select j #>> '{}' as value) v where ${sql.join(tests, sql` or `)})`,
  );
  return sql`(${sql.join(found, sql` or `)})`;
}

/** MATCH_ on captured events: the GIN index on `epcs` narrows, the event's own fields decide. */
function capturedEpcMatch(field: EpcField, match: EpcValues): SQL {
  const exact = unique(match.exact);
  const prefixes = unique(match.prefixes);
  const named: SQL[] = [];
  if (exact.length > 0) named.push(sql`${e.epcs} && ${textArray(exact)}`);
  if (prefixes.length > 0)
    named.push(
      sql`exists (select 1 from unnest(${e.epcs}) u where u like any(${textArray(prefixes.map(likePattern))}))`,
    );
  if (named.length === 0) return never;
  const narrowed = sql`(${sql.join(named, sql` or `)})`;
  return sql`(${narrowed} and ${jsonValuesMatch(EPC_PATHS[field], exact, prefixes)})`;
}

function partyMatch(list: string, type: string, values: string[]): SQL {
  const key = { bizTransactionList: 'bizTransaction', sourceList: 'source', destinationList: 'destination' }[list]!;
  const types = list === 'bizTransactionList' ? cbvForms(type, 'BTT', 'btt') : cbvForms(type, 'SDT', 'sdt');
  const wanted = unique(values.flatMap(uriForms));
  return sql`exists (select 1 from jsonb_path_query(${e.event}, ${`$.${list}[*]`}::jsonpath) p
    where p ->> 'type' = any(${textArray(types)}) and p ->> ${key} = any(${textArray(wanted)}))`;
}

/** The filter on epcis_events. */
export function capturedCondition(filter: Filter): SQL {
  switch (filter.kind) {
    case 'eventType':
      return anyOf(sql`${e.eventType}`, filter.values);
    case 'time': {
      const column = filter.field === 'eventTime' ? e.eventTime : e.recordTime;
      return filter.op === 'GE' ? sql`${column} >= ${filter.value}` : sql`${column} < ${filter.value}`;
    }
    case 'action':
      return anyOf(sql`${e.action}`, filter.values);
    case 'bizStep':
      return anyOf(sql`${e.bizStep}`, filter.values);
    case 'disposition':
      return anyOf(sql`${e.disposition}`, filter.values);
    case 'readPoint':
      return anyOf(sql`${e.readPoint}`, unique(filter.values.flatMap(uriForms)));
    case 'bizLocation':
      return anyOf(sql`${e.bizLocation}`, unique(filter.values.flatMap(uriForms)));
    case 'epc':
      if (filter.field === 'parentID') {
        const tests = [anyOf(sql`${e.parentId}`, unique(filter.match.exact))];
        if (filter.match.prefixes.length > 0)
          tests.push(sql`${e.parentId} like any(${textArray(filter.match.prefixes.map(likePattern))})`);
        return sql`(${sql.join(tests, sql` or `)})`;
      }
      return capturedEpcMatch(filter.field, filter.match);
    case 'eventID':
      return anyOf(sql`${e.eventId}`, filter.values);
    case 'transformationID':
      return anyOf(sql`${e.event} ->> 'transformationID'`, filter.values);
    case 'party':
      return partyMatch(filter.list, filter.type, filter.values);
    case 'persistentDisposition':
      return jsonValuesMatch(
        [`$.persistentDisposition.${filter.which}[*]`],
        unique(filter.values.flatMap((value) => cbvForms(value, 'Disp', 'disp'))),
      );
    case 'exists':
      if (filter.field === 'eventID' || filter.field === 'recordTime') return always;
      return sql`jsonb_exists(${e.event}, ${filter.field})`;
  }
}

function sealsMatch(serials: number[]): SQL {
  if (serials.length === 0) return never;
  const hits = serials.map((serial) => sql`s.serials @> ${serial}::bigint`);
  return sql`exists (select 1 from ${traceEventSeals} s where s.account_id = ${t.accountId}
    and s.event_id = ${t.id} and (${sql.join(hits, sql` or `)}))`;
}

function childContainersMatch(codes: string[]): SQL {
  if (codes.length === 0) return never;
  return sql`exists (select 1 from ${traceEventContainers} c join ${containers} k
    on k.account_id = c.account_id and k.id = c.container_id
    where c.account_id = ${t.accountId} and c.event_id = ${t.id} and k.code = any(${textArray(codes)}))`;
}

function parentMatch(codes: string[]): SQL {
  if (codes.length === 0) return never;
  return sql`(${t.epcisType} = 'AggregationEvent' and exists (select 1 from ${containers} k
    where k.account_id = ${t.accountId} and k.id = ${t.parentContainerId} and k.code = any(${textArray(codes)})))`;
}

const sitesOf = (ids: EpcisIds, uris: string[]) =>
  uris.map((uri) => readSiteUri(ids, uri)).filter((id): id is string => id !== null);

/** The fields a console event has, for EXISTS_ (epcis-mapping.ts writes them). */
const CONSOLE_FIELDS: Record<string, SQL> = {
  type: always,
  eventID: always,
  eventTime: always,
  eventTimeZoneOffset: always,
  recordTime: always,
  action: always,
  bizStep: always,
  disposition: sql`${t.disposition} is not null`,
  readPoint: sql`${t.siteId} is not null`,
  destinationList: sql`${t.targetSiteId} is not null`,
  parentID: sql`(${t.epcisType} = 'AggregationEvent' and ${t.parentContainerId} is not null)`,
  epcList: sql`${t.epcisType} = 'ObjectEvent'`,
  childEPCs: sql`${t.epcisType} = 'AggregationEvent'`,
  [EXTENSION.eventModel]: sql`${t.eventModelId} is not null`,
  [EXTENSION.data]: sql`${t.data} <> '{}'::jsonb`,
  [EXTENSION.public]: sql`${t.public}`,
};

/** The filter on trace_events, as the console's events read once rendered (epcis-mapping.ts). */
export function consoleCondition(filter: Filter, ids: EpcisIds): SQL {
  switch (filter.kind) {
    case 'eventType':
      return anyOf(sql`${t.epcisType}`, filter.values);
    case 'time': {
      const column = filter.field === 'eventTime' ? t.eventTime : t.createdAt;
      return filter.op === 'GE' ? sql`${column} >= ${filter.value}` : sql`${column} < ${filter.value}`;
    }
    case 'action':
      return anyOf(sql`${t.action}`, filter.values);
    case 'bizStep':
      return anyOf(sql`${t.bizStep}`, filter.values);
    case 'disposition':
      return anyOf(sql`${t.disposition}`, filter.values);
    case 'readPoint':
      return anyOf(sql`${t.siteId}::text`, sitesOf(ids, filter.values));
    case 'eventID':
      return anyOf(sql`coalesce(${t.epcisEventId}, 'urn:uuid:' || ${t.id}::text)`, filter.values);
    case 'epc': {
      const { serials, codes } = filter.match;
      const objects = sql`(${sealsMatch(serials)} or ${childContainersMatch(codes)})`;
      if (filter.field === 'epc') return objects;
      if (filter.field === 'parentID') return parentMatch(codes);
      if (filter.field === 'anyEPC') return sql`(${objects} or ${parentMatch(codes)})`;
      return never;
    }
    case 'party':
      return filter.list === 'destinationList' && filter.type === 'location'
        ? anyOf(sql`${t.targetSiteId}::text`, sitesOf(ids, filter.values))
        : never;
    case 'exists':
      return CONSOLE_FIELDS[filter.field] ?? never;
    case 'bizLocation':
    case 'transformationID':
    case 'persistentDisposition':
      return never;
  }
}
