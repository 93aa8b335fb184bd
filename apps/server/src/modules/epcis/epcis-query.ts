import { createHash } from 'node:crypto';
import { EPCIS_PAGE_DEFAULT, EPCIS_PAGE_MAX } from '@seal/shared/contract/epcis';
import { decodeReference, type SealKeyring } from '../seals/reference-codec';
import { bareCbv, readEpc, type EpcisIds } from './epcis-identifiers';
import { epcForms, type EpcValues } from './epcis-epc-match';

/**
 * The EPCIS 2.0 SimpleEventQuery read from the REST binding's query string (docs/epcis.md, "Query"):
 * each parameter becomes one filter; the filters are all met (AND), the values of one are any (OR).
 */
export type EpcField =
  | 'epc'
  | 'parentID'
  | 'inputEPC'
  | 'outputEPC'
  | 'anyEPC'
  | 'epcClass'
  | 'inputEPCClass'
  | 'outputEPCClass'
  | 'anyEPCClass';

export type Filter =
  | { kind: 'eventType'; values: string[] }
  | { kind: 'time'; field: 'eventTime' | 'recordTime'; op: 'GE' | 'LT'; value: Date }
  | { kind: 'action'; values: string[] }
  | { kind: 'bizStep'; values: string[] }
  | { kind: 'disposition'; values: string[] }
  | { kind: 'readPoint'; values: string[] }
  | { kind: 'bizLocation'; values: string[] }
  | { kind: 'epc'; field: EpcField; match: EpcValues }
  | { kind: 'eventID'; values: string[] }
  | { kind: 'transformationID'; values: string[] }
  | { kind: 'party'; list: 'bizTransactionList' | 'sourceList' | 'destinationList'; type: string; values: string[] }
  | { kind: 'persistentDisposition'; which: 'set' | 'unset'; values: string[] }
  | { kind: 'exists'; field: string };

export type OrderKey = 'eventTime' | 'recordTime';

/** Where a page starts: after this key (text with microseconds) and id, `delivered` events already sent. */
export interface Cursor {
  key: string;
  id: string;
  delivered: number;
}

export interface EventQuery {
  filters: Filter[];
  orderBy: OrderKey;
  direction: 'ASC' | 'DESC';
  perPage: number;
  /** eventCountLimit: events all pages hold at most. */
  limit: number | null;
  cursor: Cursor | null;
}

export type QueryReading = { ok: true; query: EventQuery } | { ok: false; parameter: string; detail: string };

/** Values one list parameter may hold. */
export const QUERY_VALUES_MAX = 100;
export const EVENT_TYPES = [
  'ObjectEvent',
  'AggregationEvent',
  'TransactionEvent',
  'TransformationEvent',
  'AssociationEvent',
] as const;
const ACTIONS = new Set(['ADD', 'OBSERVE', 'DELETE']);
const EPC_PARAMETERS: Record<string, EpcField> = {
  MATCH_epc: 'epc',
  MATCH_parentID: 'parentID',
  MATCH_inputEPC: 'inputEPC',
  MATCH_outputEPC: 'outputEPC',
  MATCH_anyEPC: 'anyEPC',
  MATCH_epcClass: 'epcClass',
  MATCH_inputEPCClass: 'inputEPCClass',
  MATCH_outputEPCClass: 'outputEPCClass',
  MATCH_anyEPCClass: 'anyEPCClass',
};
const PARTY_PARAMETERS = {
  EQ_bizTransaction_: 'bizTransactionList',
  EQ_source_: 'sourceList',
  EQ_destination_: 'destinationList',
} as const;
/** Parameters that do not filter: paging, and the parts of a page's order. */
const PAGING = new Set(['perPage', 'nextPageToken']);

/** A list parameter: pipe-delimited (the binding's style), or repeated. */
function listOf(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : [value]).flatMap((item) => item.split('|')).filter((item) => item !== '');
}

function single(value: string | string[]): string | null {
  return Array.isArray(value) ? (value.length === 1 ? value[0]! : null) : value;
}

/** A date-time with its offset (RFC 3339), as the binding asks. */
function dateOf(value: string | string[]): Date | null {
  const text = single(value);
  if (!text || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(text)) return null;
  const date = new Date(text);
  // PostgreSQL has no year 0: earlier instants are refused here, not by the database.
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 ? null : date;
}

const countOf = (value: string | string[]) => {
  const text = single(value);
  return text && /^\d{1,7}$/.test(text) ? Number(text) : 0;
};

/** The parameters that define the query (not its paging), in a stable order: a token is bound to them. */
export function queryDigest(path: string, raw: Record<string, string | string[] | undefined>): string {
  const pairs = Object.entries(raw)
    .filter(([name, value]) => !PAGING.has(name) && value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? value.join('|') : value])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify([path, pairs]))
    .digest('base64url')
    .slice(0, 16);
}

export const encodeCursor = (cursor: Cursor, digest: string) =>
  Buffer.from(JSON.stringify([cursor.key, cursor.id, cursor.delivered, digest])).toString('base64url');

const CURSOR_KEY = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function decodeCursor(token: string, digest: string): Cursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString());
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [key, id, delivered, bound] = parsed as unknown[];
    if (typeof key !== 'string' || !CURSOR_KEY.test(key) || typeof id !== 'string' || !UUID.test(id)) return null;
    const instant = new Date(key);
    if (Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 19) !== key.slice(0, 19)) return null;
    if (typeof delivered !== 'number' || !Number.isInteger(delivered) || delivered < 0 || bound !== digest) return null;
    return { key, id, delivered };
  } catch {
    return null;
  }
}

/** EPCs read for both kinds of events: their forms for captured events, seals and containers for the console's. */
function epcValues(ids: EpcisIds, keyring: SealKeyring, epcs: string[]): EpcValues | null {
  const match: EpcValues = { exact: [], prefixes: [], serials: [], codes: [] };
  for (const epc of epcs) {
    const forms = epcForms(epc);
    if (!forms) return null;
    match.exact.push(...forms.exact);
    match.prefixes.push(...forms.prefixes);
    const read = readEpc(ids, epc);
    if (read.kind === 'container') match.codes.push(read.code);
    if (read.kind !== 'seal') continue;
    const decoded = decodeReference(read.reference, keyring);
    if (decoded.ok) match.serials.push(decoded.serial);
  }
  return match;
}

/** A CBV-typed value (a business transaction, source or destination type) in its bare form. */
export function bareType(value: string, vocabulary: 'BTT' | 'SDT'): string {
  const web = `https://ref.gs1.org/cbv/${vocabulary}-`;
  if (value.startsWith(web)) return value.slice(web.length);
  const urn = `urn:epcglobal:cbv:${vocabulary.toLowerCase()}:`;
  return value.startsWith(urn) ? value.slice(urn.length) : value;
}

/** The filter one parameter names, or why it cannot be read. */
function filterOf(ids: EpcisIds, keyring: SealKeyring, name: string, value: string | string[]): Filter | string | null {
  const list = listOf(value);
  if (list.length > QUERY_VALUES_MAX) return `at most ${QUERY_VALUES_MAX} values`;
  const needsValues = () => (list.length === 0 ? 'a value is needed' : null);
  const time = /^(GE|LT)_(eventTime|recordTime)$/.exec(name);
  if (time) {
    const date = dateOf(value);
    if (!date) return 'a date-time with its offset is needed';
    return { kind: 'time', op: time[1] as 'GE' | 'LT', field: time[2] as OrderKey, value: date };
  }
  const epcField = EPC_PARAMETERS[name];
  if (epcField) {
    const match = needsValues() ? null : epcValues(ids, keyring, list);
    return match ? { kind: 'epc', field: epcField, match } : 'EPC URIs or patterns (urn:epc:idpat:…) are needed';
  }
  for (const [prefix, partyList] of Object.entries(PARTY_PARAMETERS))
    if (name.startsWith(prefix) && name.length > prefix.length)
      return (
        needsValues() ?? {
          kind: 'party',
          list: partyList,
          type: bareType(name.slice(prefix.length), partyList === 'bizTransactionList' ? 'BTT' : 'SDT'),
          values: list,
        }
      );
  if (name.startsWith('EXISTS_') && name.length > 'EXISTS_'.length) {
    // EXISTS_errorDeclaration is a boolean: false (or no value) asks nothing.
    const flag = single(value);
    if (flag === 'false') return null;
    if (flag !== 'true' && flag !== '') return 'true, false or no value';
    return { kind: 'exists', field: name.slice('EXISTS_'.length) };
  }
  const missing = needsValues();
  switch (name) {
    case 'eventType':
      return missing ?? { kind: 'eventType', values: list };
    case 'EQ_action':
      if (missing || list.some((action) => !ACTIONS.has(action))) return 'ADD, OBSERVE or DELETE';
      return { kind: 'action', values: list };
    case 'EQ_bizStep':
      return missing ?? { kind: 'bizStep', values: list.map((step) => bareCbv(step, 'BizStep')) };
    case 'EQ_disposition':
      return missing ?? { kind: 'disposition', values: list.map((disposition) => bareCbv(disposition, 'Disp')) };
    case 'EQ_persistentDisposition_set':
    case 'EQ_persistentDisposition_unset':
      return (
        missing ?? {
          kind: 'persistentDisposition',
          which: name.endsWith('_set') ? 'set' : 'unset',
          values: list.map((disposition) => bareCbv(disposition, 'Disp')),
        }
      );
    case 'EQ_readPoint':
      return missing ?? { kind: 'readPoint', values: list };
    case 'EQ_bizLocation':
      return missing ?? { kind: 'bizLocation', values: list };
    case 'EQ_eventID':
      return missing ?? { kind: 'eventID', values: list };
    case 'EQ_transformationID':
      return missing ?? { kind: 'transformationID', values: list };
    default:
      return 'this parameter is not one this repository answers';
  }
}

/** Reads the query string; the first parameter it cannot take is named (a 400 problem). */
export function readEventQuery(
  ids: EpcisIds,
  keyring: SealKeyring,
  raw: Record<string, string | string[] | undefined>,
  path: string,
  fixed: Filter[] = [],
): QueryReading {
  const filters: Filter[] = [...fixed];
  const query: EventQuery = {
    filters,
    orderBy: 'recordTime',
    direction: 'ASC',
    perPage: EPCIS_PAGE_DEFAULT,
    limit: null,
    cursor: null,
  };
  const fail = (parameter: string, detail: string) => ({ ok: false as const, parameter, detail });
  let orderBy: string | null = null;
  let direction: string | null = null;
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    // PostgreSQL text holds no NUL character: such a value matches nothing a client sent.
    if ((Array.isArray(value) ? value : [value]).some((item) => item.includes('\u0000')))
      return fail(name, 'a value without NUL characters');
    switch (name) {
      case 'perPage': {
        const count = countOf(value);
        if (count < 1) return fail(name, 'a whole number from 1');
        // The binding lets a server answer fewer than asked: EPCIS_PAGE_MAX at most.
        query.perPage = Math.min(count, EPCIS_PAGE_MAX);
        continue;
      }
      case 'eventCountLimit': {
        const count = countOf(value);
        if (count < 1) return fail(name, 'a whole number from 1');
        query.limit = count;
        continue;
      }
      case 'maxEventCount':
        return fail(name, 'this repository pages its answers: use perPage, or eventCountLimit with orderBy');
      case 'orderBy':
        orderBy = single(value);
        continue;
      case 'orderDirection':
        direction = single(value);
        continue;
      case 'nextPageToken': {
        const text = single(value);
        query.cursor = text ? decodeCursor(text, queryDigest(path, raw)) : null;
        if (!query.cursor) return fail(name, 'a token this query’s previous page gave');
        continue;
      }
    }
    const filter = filterOf(ids, keyring, name, value);
    if (typeof filter === 'string') return fail(name, filter);
    if (filter) filters.push(filter);
  }
  if (orderBy !== null) {
    if (orderBy !== 'eventTime' && orderBy !== 'recordTime') return fail('orderBy', 'eventTime or recordTime');
    query.orderBy = orderBy;
    query.direction = 'DESC';
  }
  if (direction !== null) {
    if (direction !== 'ASC' && direction !== 'DESC') return fail('orderDirection', 'ASC or DESC');
    query.direction = direction;
  }
  if (query.limit !== null && orderBy === null) return fail('eventCountLimit', 'orderBy is needed with it');
  return { ok: true, query };
}
