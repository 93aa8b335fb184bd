import { EPCIS_PAGE_DEFAULT, EPCIS_PAGE_MAX } from '@seal/shared/contract/epcis';
import { decodeReference, type SealKeyring } from '../seals/reference-codec';
import type { Cursor, EpcMatch, EventFilters } from './epcis-events.repository';
import { bareCbv, readEpc, readSiteUri, type EpcisIds } from './epcis-identifiers';

/** The basic filters of the EPCIS query interface this binding answers (docs/epcis.md, "Filters"). */
export const QUERY_PARAMETERS = [
  'eventType',
  'GE_eventTime',
  'LT_eventTime',
  'GE_recordTime',
  'LT_recordTime',
  'EQ_bizStep',
  'EQ_disposition',
  'EQ_readPoint',
  'MATCH_epc',
  'MATCH_parentID',
  'MATCH_anyEPC',
  'perPage',
  'nextPageToken',
] as const;
/** Values one list parameter may hold. */
export const QUERY_VALUES_MAX = 100;

export interface EventQuery {
  filters: EventFilters;
  perPage: number;
  cursor: Cursor | null;
}

export type QueryReading = { ok: true; query: EventQuery } | { ok: false; parameter: string };

const EVENT_TYPES = new Set(['ObjectEvent', 'AggregationEvent']);
const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f-]{36})$/;

export const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.recordTime}|${cursor.id}`).toString('base64url');

function decodeCursor(token: string): Cursor | null {
  const match = CURSOR.exec(Buffer.from(token, 'base64url').toString());
  return match ? { recordTime: match[1]!, id: match[2]! } : null;
}

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
  return Number.isNaN(date.getTime()) ? null : date;
}

/** EPCs read into the seals' serials and the containers' codes; those that are not ours match nothing. */
function epcMatch(ids: EpcisIds, keyring: SealKeyring, epcs: string[]): EpcMatch {
  const match: EpcMatch = { serials: [], codes: [] };
  for (const epc of epcs) {
    const read = readEpc(ids, epc);
    if (read.kind === 'container') match.codes.push(read.code);
    if (read.kind !== 'seal') continue;
    const decoded = decodeReference(read.reference, keyring);
    if (decoded.ok) match.serials.push(decoded.serial);
  }
  return match;
}

/** Reads the query string; the first parameter it cannot take is named (a 400 problem). */
export function readEventQuery(
  ids: EpcisIds,
  keyring: SealKeyring,
  raw: Record<string, string | string[] | undefined>,
): QueryReading {
  const filters: EventFilters = {};
  let perPage = EPCIS_PAGE_DEFAULT;
  let cursor: Cursor | null = null;
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const fail = { ok: false as const, parameter: name };
    const list = listOf(value);
    if (list.length > QUERY_VALUES_MAX) return fail;
    switch (name as (typeof QUERY_PARAMETERS)[number]) {
      case 'eventType':
        // Types the console never records are asked for legitimately: they match nothing.
        filters.eventTypes = list.filter((type) => EVENT_TYPES.has(type)) as EventFilters['eventTypes'];
        break;
      case 'GE_eventTime':
      case 'LT_eventTime':
      case 'GE_recordTime':
      case 'LT_recordTime': {
        const date = dateOf(value);
        if (!date) return fail;
        const key = {
          GE_eventTime: 'geEventTime',
          LT_eventTime: 'ltEventTime',
          GE_recordTime: 'geRecordTime',
          LT_recordTime: 'ltRecordTime',
        } as const;
        filters[key[name as keyof typeof key]] = date;
        break;
      }
      case 'EQ_bizStep':
        filters.bizSteps = list.map((step) => bareCbv(step, 'BizStep'));
        break;
      case 'EQ_disposition':
        filters.dispositions = list.map((disposition) => bareCbv(disposition, 'Disp'));
        break;
      case 'EQ_readPoint':
        filters.readPoints = list.map((uri) => readSiteUri(ids, uri)).filter((id): id is string => id !== null);
        break;
      case 'MATCH_epc':
        filters.epc = epcMatch(ids, keyring, list);
        break;
      case 'MATCH_parentID':
        filters.parentCodes = epcMatch(ids, keyring, list).codes;
        break;
      case 'MATCH_anyEPC':
        filters.anyEpc = epcMatch(ids, keyring, list);
        break;
      case 'perPage': {
        const text = single(value);
        const count = text && /^\d{1,7}$/.test(text) ? Number(text) : 0;
        if (count < 1) return fail;
        // The binding lets a server answer fewer than asked: EPCIS_PAGE_MAX at most.
        perPage = Math.min(count, EPCIS_PAGE_MAX);
        break;
      }
      case 'nextPageToken': {
        const text = single(value);
        cursor = text ? decodeCursor(text) : null;
        if (!cursor) return fail;
        break;
      }
      default:
        return fail;
    }
  }
  return { ok: true, query: { filters, perPage, cursor } };
}
