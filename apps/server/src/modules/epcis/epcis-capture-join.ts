import { AppError } from '@seal/shared';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../rpc/context';
import type { SealKeyring } from '../seals/reference-codec';
import { DeclarationRefused } from '../trace-events/declare-many';
import { readCapturedEvent, type CapturedAggregation, type CapturedObject } from './epcis-capture-read';
import type { StoredEvent } from './epcis-capture-store';
import * as repo from './epcis-captures.repository';
import type { EpcisIds } from './epcis-identifiers';

/** How stored events join the console's traceability: its declarations and packing (epcis-capture-apply.ts). */
export interface CaptureAppliers {
  /** Declares the events in order, all at once (their trace event ids); a refused one throws DeclarationRefused. */
  declare(tx: Db, session: SessionContext, events: (CapturedObject & { eventModelId: string })[]): Promise<string[]>;
  /** Packs or unpacks (the trace event id). */
  aggregate(tx: Db, session: SessionContext, event: CapturedAggregation): Promise<string>;
}

/** Why a stored event joined no seal although it names the account's: a job's note, never an error. */
export interface JoinNote {
  index: number;
  eventID: string;
  /** `model` (no event model for its business step), or the console's error key (`traceability.quantity`). */
  reason: string;
  params?: Record<string, unknown>;
}

/** The notes a job keeps at most. */
export const CAPTURE_NOTES_MAX = 100;

type Declaration = CapturedObject & { eventModelId: string; stored: StoredEvent };

const noteOf = (stored: StoredEvent, error: unknown): JoinNote => ({
  index: stored.index,
  eventID: stored.eventId,
  reason: error instanceof AppError ? error.error.key : 'internal',
  ...(error instanceof AppError && (error.params || error.fieldIssues)
    ? { params: { ...error.params, ...(error.fieldIssues ? { fields: error.fieldIssues } : {}) } }
    : {}),
});

/**
 * Joins the stored events that name the account's seals or containers to its traceability, as
 * the console's declarations (an event model of their business step) and packing do, in document
 * order. Each group runs in a savepoint: what the console refuses stays stored, unjoined, with a
 * note. Answers the links (stored event → trace event) and the notes.
 */
export async function joinTraceability(
  tx: Db,
  {
    session,
    ids,
    keyring,
    prefixes,
  }: { session: SessionContext; ids: EpcisIds; keyring: SealKeyring; prefixes: Set<string> },
  appliers: CaptureAppliers,
  stored: readonly StoredEvent[],
) {
  const links: { id: string; traceEventId: string }[] = [];
  const notes: JoinNote[] = [];
  const models = new Map<string, string | null>();
  let pending: Declaration[] = [];

  const flush = async () => {
    while (pending.length > 0) {
      const group = pending;
      try {
        const traceIds = await tx.transaction(async (savepoint) =>
          appliers.declare(savepoint as unknown as Db, session, group),
        );
        group.forEach((declaration, i) => links.push({ id: declaration.stored.id, traceEventId: traceIds[i]! }));
        pending = [];
      } catch (error) {
        if (!(error instanceof DeclarationRefused)) throw error;
        const refused = group[error.index]!;
        notes.push(noteOf(refused.stored, error.reason));
        pending = group.filter((_, i) => i !== error.index);
      }
    }
  };

  for (const entry of stored) {
    // Its eventID as stored: a console event that joins keeps it, and is known by it.
    const event = readCapturedEvent(ids, keyring, prefixes, { ...entry.event, eventID: entry.eventId }, entry.index);
    if (event.kind === 'refused') {
      if (event.reason === 'data' || event.reason === 'model')
        notes.push({ index: entry.index, eventID: entry.eventId, reason: event.reason });
      continue;
    }
    if (event.ranges.length === 0 && event.containerCodes.length === 0) continue;
    if (event.kind === 'aggregation') {
      await flush();
      try {
        const traceEventId = await tx.transaction(async (savepoint) =>
          appliers.aggregate(savepoint as unknown as Db, session, event),
        );
        links.push({ id: entry.id, traceEventId });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        notes.push(noteOf(entry, error));
      }
      continue;
    }
    let modelId = event.eventModelId;
    if (!modelId && event.bizStep) {
      if (!models.has(event.bizStep))
        models.set(event.bizStep, await repo.modelOfBizStep(tx, session.accountId, event.bizStep));
      modelId = models.get(event.bizStep) ?? null;
    }
    if (!modelId) {
      notes.push({ index: entry.index, eventID: entry.eventId, reason: 'model', params: { bizStep: event.bizStep } });
      continue;
    }
    pending.push({ ...event, eventModelId: modelId, stored: entry });
  }
  await flush();
  return { links, notes };
}
