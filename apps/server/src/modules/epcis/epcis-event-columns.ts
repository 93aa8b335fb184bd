import { bareCbv } from './epcis-identifiers';

type Json = Record<string, unknown>;

/** What epcis_events keeps beside the event as sent: the values the standard's queries filter on. */
export interface EpcisEventColumns {
  eventType: string;
  eventTime: Date;
  eventTimeZoneOffset: string;
  action: string | null;
  bizStep: string | null;
  disposition: string | null;
  readPoint: string | null;
  bizLocation: string | null;
  parentId: string | null;
  epcs: string[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOf = (value: unknown): string | null =>
  value && typeof value === 'object' ? text((value as Json).id) : text(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The EPC lists and quantity lists of the five event types, in the order the standard names them. */
const EPC_LISTS = ['epcList', 'childEPCs', 'inputEPCList', 'outputEPCList'] as const;
const QUANTITY_LISTS = ['quantityList', 'childQuantityList', 'inputQuantityList', 'outputQuantityList'] as const;

/** The offset of `eventTimeZoneOffset`, else the one eventTime is written with, else UTC. */
function offsetOf(event: Json): string {
  const declared = text(event.eventTimeZoneOffset);
  if (declared) return declared;
  const written = /([+-]\d{2}:\d{2}|Z)$/.exec(text(event.eventTime) ?? '');
  return !written || written[1] === 'Z' ? '+00:00' : written[1]!;
}

/**
 * The query columns of one event, as sent in an EPCIS 2.0 JSON(-LD) document. CBV business steps and
 * dispositions are kept bare (`shipping`), whichever form they came in; other vocabularies' URIs as sent,
 * so `EQ_bizStep` matches a value in any of its forms once read with the same `bareCbv`.
 */
export function epcisEventColumns(event: Json): EpcisEventColumns {
  const epcs = new Set<string>();
  const parentId = text(event.parentID);
  if (parentId) epcs.add(parentId);
  for (const key of EPC_LISTS) for (const epc of list(event[key])) if (typeof epc === 'string') epcs.add(epc);
  for (const key of QUANTITY_LISTS)
    for (const quantity of list(event[key])) {
      const epcClass = quantity && typeof quantity === 'object' ? text((quantity as Json).epcClass) : null;
      if (epcClass) epcs.add(epcClass);
    }
  const bizStep = text(event.bizStep);
  const disposition = text(event.disposition);
  return {
    eventType: text(event.type) ?? '',
    eventTime: new Date(text(event.eventTime) ?? Number.NaN),
    eventTimeZoneOffset: offsetOf(event),
    action: text(event.action),
    bizStep: bizStep && bareCbv(bizStep, 'BizStep'),
    disposition: disposition && bareCbv(disposition, 'Disp'),
    readPoint: idOf(event.readPoint),
    bizLocation: idOf(event.bizLocation),
    parentId,
    epcs: [...epcs],
  };
}
