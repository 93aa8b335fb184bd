import { Readable } from 'node:stream';
import { EPCIS_PAGE_EPCS_MAX } from '@seal/shared/contract/epcis';
import type { Db } from '../../db/client';
import type { SealKeyring } from '../seals/reference-codec';
import * as repo from './epcis-events.repository';
import { documentContext, epcListKey, eventEpcs, eventHead, eventJson } from './epcis-mapping';
import type { EpcisIds } from './epcis-identifiers';
import { encodeCursor, type EventQuery } from './epcis-query';

export type PageEvent =
  | { source: 'captured'; id: string; body: string; context: string | null }
  | { source: 'console'; record: repo.EventRecord };

export interface EventPage {
  events: PageEvent[];
  pieces: Map<string, repo.SealPiece[]>;
  containers: Map<string, { code: string; codeKind: 'console' | 'sscc' }[]>;
  /** The next page's token, when there is one. */
  next: string | null;
}

const groupBy = <T extends { eventId: string }>(rows: readonly T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.eventId, [...(groups.get(row.eventId) ?? []), row]);
  return groups;
};

/**
 * A page of the account's events: at most `perPage` of them (and what eventCountLimit leaves) and
 * EPCIS_PAGE_EPCS_MAX EPCs (but at least one event), in the query's order. `digest` binds the next
 * page's token to the query (epcis-query.ts).
 */
export async function findEventPage(
  db: Db,
  accountId: string,
  ids: EpcisIds,
  query: EventQuery,
  digest: string,
): Promise<EventPage> {
  const delivered = query.cursor?.delivered ?? 0;
  const room = Math.min(query.perPage, query.limit === null ? Infinity : query.limit - delivered);
  const keys = room > 0 ? await repo.findEventKeys(db, accountId, ids, query, room + 1) : [];
  const kept: repo.EventKey[] = [];
  let epcs = 0;
  for (const key of keys.slice(0, room)) {
    if (kept.length > 0 && epcs + key.size > EPCIS_PAGE_EPCS_MAX) break;
    kept.push(key);
    epcs += key.size;
  }
  const last = kept[kept.length - 1];
  const next =
    last && keys.length > kept.length && (query.limit === null || delivered + kept.length < query.limit)
      ? encodeCursor({ key: last.key, id: last.id, delivered: delivered + kept.length }, digest)
      : null;
  const consoleIds = kept.filter((key) => key.source === 'console').map((key) => key.id);
  const [consoleEvents, pieces, containers] = await Promise.all([
    repo.findConsoleEvents(db, accountId, consoleIds),
    repo.findSealPieces(db, accountId, consoleIds),
    repo.findEventContainers(db, accountId, consoleIds),
  ]);
  const consoleById = new Map(consoleEvents.map((record) => [record.id, record]));
  const events = kept.flatMap((key): PageEvent[] => {
    if (key.source === 'captured')
      return key.body === null ? [] : [{ source: 'captured', id: key.id, body: key.body, context: key.context }];
    const record = consoleById.get(key.id);
    return record ? [{ source: 'console', record }] : [];
  });
  return { events, pieces: groupBy(pieces), containers: groupBy(containers), next };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer's @context: the console's, then what the captured events' documents bound (their
 * remote contexts and their prefixes). An event whose document bound a prefix the answer already binds
 * otherwise keeps its own @context (the schema allows one on an event), so its terms keep their meaning.
 */
export function pageContexts(ids: EpcisIds, events: readonly PageEvent[]) {
  const [standard, console] = documentContext(ids) as [string, Json];
  const remote: string[] = [];
  const bound: Json = { ...console };
  const own = new Map<string, string>();
  const parsed = new Map<string, unknown>();
  for (const event of events) {
    if (event.source !== 'captured' || event.context === null) continue;
    if (!parsed.has(event.context)) parsed.set(event.context, JSON.parse(event.context));
    const stored = parsed.get(event.context);
    if (stored === null) continue;
    const parts = Array.isArray(stored) ? (stored as unknown[]) : [stored];
    const terms: Json = {};
    const urls: string[] = [];
    let clash = false;
    for (const part of parts) {
      if (typeof part === 'string') {
        if (part !== standard && !remote.includes(part)) urls.push(part);
      } else if (isObject(part)) {
        for (const [term, meaning] of Object.entries(part)) {
          if (term in bound && JSON.stringify(bound[term]) !== JSON.stringify(meaning)) clash = true;
          terms[term] = meaning;
        }
      }
    }
    if (clash) own.set(event.id, event.context);
    else {
      remote.push(...urls);
      Object.assign(bound, terms);
    }
  }
  return { context: [standard, ...remote, bound], own };
}

/** A captured event as sent, with its record time (and its own @context when the page's cannot hold it). */
const capturedJson = (body: string, context: string | undefined) =>
  context === undefined ? body : `{"@context":${context},${body.slice(1)}`;

/** The page as an EPCISQueryDocument, written as it is read (the EPCs of big ranges in chunks). */
export function queryDocumentStream(page: EventPage, ids: EpcisIds, keyring: SealKeyring, now: Date): Readable {
  const { context, own } = pageContexts(ids, page.events);
  const head = {
    '@context': context,
    type: 'EPCISQueryDocument',
    schemaVersion: '2.0',
    creationDate: now.toISOString(),
  };
  function* chunks() {
    yield `${JSON.stringify(head).slice(0, -1)},"epcisBody":{"queryResults":{"queryName":"SimpleEventQuery","resultsBody":{"eventList":[`;
    let first = true;
    for (const event of page.events) {
      if (!first) yield ',';
      first = false;
      if (event.source === 'captured') {
        yield capturedJson(event.body, own.get(event.id));
        continue;
      }
      const { record } = event;
      const epcs = eventEpcs(ids, keyring, page.pieces.get(record.id) ?? [], page.containers.get(record.id) ?? []);
      yield* eventJson(eventHead(record, ids), epcListKey(record), epcs);
    }
    yield ']}}}}';
  }
  return Readable.from(chunks(), { objectMode: false });
}
