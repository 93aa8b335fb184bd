import { Readable } from 'node:stream';
import { EPCIS_PAGE_EPCS_MAX } from '@seal/shared/contract/epcis';
import type { Db } from '../../db/client';
import type { SealKeyring } from '../seals/reference-codec';
import * as repo from './epcis-events.repository';
import { documentContext, epcListKey, eventEpcs, eventHead, eventJson } from './epcis-mapping';
import type { EpcisIds } from './epcis-identifiers';
import { encodeCursor, type EventQuery } from './epcis-query';

export interface EventPage {
  events: repo.EventRecord[];
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
 * A page of the account's events: at most `perPage` of them and EPCIS_PAGE_EPCS_MAX EPCs (but at
 * least one event), in record-time order.
 */
export async function findEventPage(db: Db, accountId: string, query: EventQuery): Promise<EventPage> {
  const rows = await repo.findEvents(db, accountId, query.filters, query.cursor, query.perPage + 1);
  const events: repo.EventRecord[] = [];
  let epcs = 0;
  for (const row of rows.slice(0, query.perPage)) {
    const size = row.referenceCount + row.containerCount;
    if (events.length > 0 && epcs + size > EPCIS_PAGE_EPCS_MAX) break;
    events.push(row);
    epcs += size;
  }
  const last = events[events.length - 1];
  const next = last && rows.length > events.length ? encodeCursor({ recordTime: last.cursor, id: last.id }) : null;
  const ids = events.map((event) => event.id);
  const [pieces, containers] = await Promise.all([
    repo.findSealPieces(db, accountId, ids),
    repo.findEventContainers(db, accountId, ids),
  ]);
  return { events, pieces: groupBy(pieces), containers: groupBy(containers), next };
}

/** The page as an EPCISQueryDocument, written as it is read (the EPCs of big ranges in chunks). */
export function queryDocumentStream(page: EventPage, ids: EpcisIds, keyring: SealKeyring, now: Date): Readable {
  const head = {
    '@context': documentContext(ids),
    type: 'EPCISQueryDocument',
    schemaVersion: '2.0',
    creationDate: now.toISOString(),
  };
  function* chunks() {
    yield `${JSON.stringify(head).slice(0, -1)},"epcisBody":{"queryResults":{"queryName":"SimpleEventQuery","resultsBody":{"eventList":[`;
    let first = true;
    for (const record of page.events) {
      const epcs = eventEpcs(ids, keyring, page.pieces.get(record.id) ?? [], page.containers.get(record.id) ?? []);
      if (!first) yield ',';
      first = false;
      yield* eventJson(eventHead(record, ids), epcListKey(record), epcs);
    }
    yield ']}}}}';
  }
  return Readable.from(chunks(), { objectMode: false });
}
