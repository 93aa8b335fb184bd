import type { SealKeyring } from '../seals/reference-codec';
import { encodeReference } from '../seals/reference-codec';
import type { EventRecord, SealPiece } from './epcis-events.repository';
import {
  containerEpc,
  EXTENSION,
  EXTENSION_PREFIX,
  extensionNamespace,
  sealEpc,
  siteUri,
  type EpcisIds,
} from './epcis-identifiers';

/**
 * A trace_events row as an EPCIS 2.0 event (docs/epcis.md, "Mapping"). Declarations are
 * ObjectEvents, packing AggregationEvents. Their EPC lists (epcList, childEPCs) are written apart,
 * seal by seal, by `eventEpcs`: a range of 100,000 seals is 100,000 EPCs, never held in memory at once.
 */
export const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld';

/** The document's @context: the standard's, then the console's extension prefix. */
export const documentContext = (ids: EpcisIds) => [EPCIS_CONTEXT, { [EXTENSION_PREFIX]: extensionNamespace(ids) }];

/** The key of the event's EPC list. */
export const epcListKey = (record: Pick<EventRecord, 'epcisType'>) =>
  record.epcisType === 'AggregationEvent' ? 'childEPCs' : 'epcList';

export const eventIdOf = (record: Pick<EventRecord, 'id' | 'epcisEventId'>) =>
  record.epcisEventId ?? `urn:uuid:${record.id}`;

/** Everything of the event but its EPC list. */
export function eventHead(record: EventRecord, ids: EpcisIds): Record<string, unknown> {
  const event: Record<string, unknown> = {
    type: record.epcisType,
    eventID: eventIdOf(record),
    eventTime: record.eventTime.toISOString(),
    eventTimeZoneOffset: record.eventTimeZoneOffset,
    recordTime: record.recordTime.toISOString(),
  };
  if (record.epcisType === 'AggregationEvent' && record.parentCode && record.parentKind)
    event.parentID = containerEpc(ids, record.parentCode, record.parentKind);
  event.action = record.action;
  event.bizStep = record.bizStep;
  if (record.disposition) event.disposition = record.disposition;
  if (record.siteId) event.readPoint = { id: siteUri(ids, record.siteId) };
  if (record.targetSiteId)
    event.destinationList = [{ type: 'location', destination: siteUri(ids, record.targetSiteId) }];
  if (record.eventModelId) event[EXTENSION.eventModel] = record.eventModelId;
  if (Object.keys(record.data).length > 0) event[EXTENSION.data] = record.data;
  if (record.public) event[EXTENSION.public] = true;
  return event;
}

/** The event's EPCs: its containers first, then its seals range by range. */
export function* eventEpcs(
  ids: EpcisIds,
  keyring: SealKeyring,
  pieces: readonly SealPiece[],
  containers: readonly { code: string; codeKind: 'console' | 'sscc' }[],
): Generator<string> {
  for (const container of containers) yield containerEpc(ids, container.code, container.codeKind);
  for (const piece of pieces) {
    const key = keyring.keys.get(piece.keyVersion);
    if (!key) continue;
    for (let serial = piece.firstSerial; serial <= piece.lastSerial; serial++)
      yield sealEpc(ids, encodeReference(serial, key), piece.gtin);
  }
}

/** One event as JSON text, in pieces of about `chunk` characters. */
export function* eventJson(head: Record<string, unknown>, listKey: string, epcs: Iterable<string>, chunk = 64 * 1024) {
  let text = `${JSON.stringify(head).slice(0, -1)},${JSON.stringify(listKey)}:[`;
  let first = true;
  for (const epc of epcs) {
    text += (first ? '' : ',') + JSON.stringify(epc);
    first = false;
    if (text.length >= chunk) {
      yield text;
      text = '';
    }
  }
  yield `${text}]}`;
}
