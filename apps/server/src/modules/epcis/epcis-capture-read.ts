import { decodeReference, type SealKeyring } from '../seals/reference-codec';
import { bareCbv, extensionNamespace, readEpc, readSiteUri, type EpcisIds } from './epcis-identifiers';

/**
 * A captured document's events read into what the console declares (docs/epcis.md, "Capture"):
 * EPCs back to seals (as ranges of consecutive serials, so 100,000 EPCs of one reel are one range)
 * and container codes, sites from their URIs, the console's extension fields from the prefix the
 * document's @context binds to its namespace. What the console cannot take is `refused`, with why.
 */
export interface CaptureBase {
  index: number;
  /** The event's eventID, when it has one (capture is idempotent on it). */
  eventId: string | null;
}

export interface SealsAndContainers {
  /** Consecutive serials printed with one key, as first and last printed references. */
  ranges: { first: string; last: string }[];
  containerCodes: string[];
  /** EPCs of no seal or container of the console. */
  ignored: number;
}

export interface CapturedObject extends CaptureBase, SealsAndContainers {
  kind: 'object';
  action: 'ADD' | 'OBSERVE' | 'DELETE';
  eventModelId: string | null;
  bizStep: string | null;
  disposition: string | null;
  /** The instant written with the event's own offset (`2026-03-01T10:00:00.000+02:00`). */
  eventTime: string;
  siteId: string | null;
  targetSiteId: string | null;
  data: Record<string, string>;
  /** Namespaced fields of other vocabularies, kept as they came. */
  extensions: Record<string, unknown> | null;
}

export interface CapturedAggregation extends CaptureBase, SealsAndContainers {
  kind: 'aggregation';
  action: 'ADD' | 'DELETE';
  parentCode: string;
  eventTime: string;
  siteId: string | null;
}

export type RefusalReason = 'eventType' | 'action' | 'parent' | 'data' | 'model';
export interface RefusedEvent extends CaptureBase {
  kind: 'refused';
  reason: RefusalReason;
}

export type CapturedEvent = CapturedObject | CapturedAggregation | RefusedEvent;

type Json = Record<string, unknown>;

/** The events of an EPCISDocument or of an EPCISQueryDocument (the binding takes both). */
export function eventListOf(document: Json): Json[] {
  const body = document.epcisBody as Json | undefined;
  const list =
    document.type === 'EPCISQueryDocument'
      ? ((body?.queryResults as Json | undefined)?.resultsBody as Json | undefined)?.eventList
      : body?.eventList;
  return Array.isArray(list) ? (list as Json[]) : [];
}

/** The prefixes the document binds to the console's namespace (usually `sc`). */
export function consolePrefixes(ids: EpcisIds, document: Json): Set<string> {
  const namespace = extensionNamespace(ids);
  const contexts = ([] as unknown[]).concat(document['@context'] ?? []);
  const prefixes = new Set<string>();
  for (const context of contexts)
    if (context && typeof context === 'object')
      for (const [prefix, iri] of Object.entries(context)) if (iri === namespace) prefixes.add(prefix);
  return prefixes;
}

/** The instant `time` written in the offset `offset` (both as EPCIS gives them). */
export function withOffset(time: string, offset: string): string {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(offset) ?? ['', '+', '00', '00'];
  const shift = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return `${new Date(Date.parse(time) + shift).toISOString().slice(0, -1)}${offset}`;
}

function sealsAndContainers(ids: EpcisIds, keyring: SealKeyring, epcs: unknown): SealsAndContainers {
  const seals: { serial: number; keyVersion: number; reference: string }[] = [];
  const containerCodes: string[] = [];
  let ignored = 0;
  for (const epc of Array.isArray(epcs) ? epcs : []) {
    const read = typeof epc === 'string' ? readEpc(ids, epc) : ({ kind: 'other' } as const);
    if (read.kind === 'container') containerCodes.push(read.code);
    else if (read.kind === 'seal') {
      const decoded = decodeReference(read.reference, keyring);
      if (decoded.ok) seals.push(decoded);
      else ignored++;
    } else ignored++;
  }
  seals.sort((a, b) => a.keyVersion - b.keyVersion || a.serial - b.serial);
  // The ends of each range are references as read (normalised), not printed again.
  const ranges: { first: string; last: string }[] = [];
  let start = 0;
  for (let i = 1; i <= seals.length; i++) {
    const [previous, current] = [seals[i - 1]!, seals[i]];
    if (current && current.keyVersion === previous.keyVersion && current.serial <= previous.serial + 1) continue;
    ranges.push({ first: seals[start]!.reference, last: previous.reference });
    start = i;
  }
  return { ranges, containerCodes: [...new Set(containerCodes)], ignored };
}

const STANDARD_FIELDS = new Set(['@context', 'type', 'eventTime', 'recordTime', 'eventTimeZoneOffset', 'eventID']);

export function readCapturedEvent(
  ids: EpcisIds,
  keyring: SealKeyring,
  prefixes: Set<string>,
  event: Json,
  index: number,
): CapturedEvent {
  const eventId = typeof event.eventID === 'string' ? event.eventID : null;
  const base = { index, eventId };
  const refuse = (reason: RefusalReason): RefusedEvent => ({ ...base, kind: 'refused', reason });
  const own = (name: string) => {
    for (const prefix of prefixes) if (`${prefix}:${name}` in event) return event[`${prefix}:${name}`];
    return undefined;
  };
  const eventTime = withOffset(String(event.eventTime), String(event.eventTimeZoneOffset));
  const readPoint = (event.readPoint as Json | undefined)?.id;
  const siteId = typeof readPoint === 'string' ? readSiteUri(ids, readPoint) : null;
  const action = event.action as string;

  if (event.type === 'AggregationEvent') {
    if (action !== 'ADD' && action !== 'DELETE') return refuse('action');
    const parent = typeof event.parentID === 'string' ? readEpc(ids, event.parentID) : null;
    if (parent?.kind !== 'container') return refuse('parent');
    return {
      ...base,
      kind: 'aggregation',
      action,
      parentCode: parent.code,
      eventTime,
      siteId,
      ...sealsAndContainers(ids, keyring, event.childEPCs),
    };
  }
  if (event.type !== 'ObjectEvent') return refuse('eventType');

  const data = own('data') ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse('data');
  const values = Object.entries(data as Json);
  if (values.some(([, value]) => typeof value !== 'string')) return refuse('data');
  const model = own('eventModel');
  if (model !== undefined && typeof model !== 'string') return refuse('model');
  const destination = ((event.destinationList as Json[] | undefined) ?? []).find((entry) => entry.type === 'location');
  const extensions = Object.fromEntries(
    Object.entries(event).filter(
      ([key]) => key.includes(':') && !STANDARD_FIELDS.has(key) && ![...prefixes].some((p) => key.startsWith(`${p}:`)),
    ),
  );
  return {
    ...base,
    kind: 'object',
    action: action as CapturedObject['action'],
    eventModelId: (model as string | undefined) ?? null,
    bizStep: typeof event.bizStep === 'string' ? bareCbv(event.bizStep, 'BizStep') : null,
    disposition: typeof event.disposition === 'string' ? bareCbv(event.disposition, 'Disp') : null,
    eventTime,
    siteId,
    targetSiteId: typeof destination?.destination === 'string' ? readSiteUri(ids, destination.destination) : null,
    data: Object.fromEntries(values) as Record<string, string>,
    extensions: Object.keys(extensions).length > 0 ? extensions : null,
    ...sealsAndContainers(ids, keyring, event.epcList),
  };
}
