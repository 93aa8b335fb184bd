import { AppError, ERRORS } from '@seal/shared';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../rpc/context';
import type { Services } from '../../services';
import { CAPTURE_ERRORS_MAX, storageProblem, type EventProblem } from './epcis-capture-check';
import { CAPTURE_NOTES_MAX, joinTraceability, type CaptureAppliers, type JoinNote } from './epcis-capture-join';
import { consolePrefixes } from './epcis-capture-read';
import { linkTraceEvents, storeEvents, type EventToStore } from './epcis-capture-store';
import * as repo from './epcis-captures.repository';

export type { CaptureAppliers } from './epcis-capture-join';

/** The binding's GS1-Capture-Error-Behaviour: all or nothing (the default), or each valid event. */
export type ErrorBehaviour = 'rollback' | 'proceed';

export interface CaptureDeps {
  db: Db;
  services: Services;
  appliers: CaptureAppliers;
}

/** The document's events, checked: those to store, and the problems of the others. */
export interface CheckedEvents {
  valid: EventToStore[];
  problems: EventProblem[];
}

/** The storage checks of each event the schema took (the schema's own problems come checked). */
export function checkEvents(events: Record<string, unknown>[], listPointer: string, problems: EventProblem[]) {
  const refused = new Set(problems.map((problem) => problem.index));
  const all = [...problems];
  const valid: EventToStore[] = [];
  for (const [index, event] of events.entries()) {
    if (refused.has(index)) continue;
    const problem = storageProblem(index, event, listPointer);
    if (problem) all.push(problem);
    else valid.push({ index, event });
  }
  return { valid, problems: all.sort((a, b) => a.index - b.index) };
}

const bounded = <T>(list: T[], max: number) => list.slice(0, max);

/**
 * Captures a document (docs/epcis.md, "Capture"): every valid event stored as sent in epcis_events
 * (an eventID the account holds already is not stored again), then those naming the account's
 * seals or containers joined to its traceability. `rollback`: one invalid event and nothing is
 * stored, in one transaction. `proceed`: the valid events are stored, the others are the job's
 * errors. The job's row is written first and finished after, outside the transaction.
 */
export async function captureDocument(
  { db, services, appliers }: CaptureDeps,
  { session, tokenId, ip }: { session: SessionContext; tokenId: string | null; ip: string },
  document: Record<string, unknown>,
  events: Record<string, unknown>[],
  { behaviour, checked }: { behaviour: ErrorBehaviour; checked: CheckedEvents },
) {
  const ids = { publicUrl: services.config.publicUrl };
  const capture = await repo.insertCapture(db, {
    accountId: session.accountId,
    userId: session.userId,
    eventCount: events.length,
    errorBehaviour: behaviour,
  });
  const errors = bounded(checked.problems, CAPTURE_ERRORS_MAX);
  if (checked.problems.length > 0 && behaviour === 'rollback') {
    await repo.finishCapture(db, capture, { success: false, capturedCount: 0, errors, notes: [] });
    return capture.id;
  }
  let captured = 0;
  let notes: JoinNote[] = [];
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // Events the account holds as its own console events (their export captured back) are not doubled.
      const sentIds = checked.valid
        .map(({ event }) => event.eventID)
        .filter((id): id is string => typeof id === 'string');
      const known = await repo.knownEventIds(tx, session.accountId, sentIds);
      const fresh = checked.valid.filter(({ event }) => !known.has(event.eventID as string));
      const stored = await storeEvents(
        tx,
        { accountId: session.accountId, captureId: capture.id, context: document['@context'] },
        fresh,
      );
      const joined = await joinTraceability(
        tx,
        { session, ids, keyring: services.sealKeyring, prefixes: consolePrefixes(ids, document) },
        appliers,
        stored,
      );
      await linkTraceEvents(tx, session.accountId, joined.links);
      captured = stored.length;
      notes = joined.notes;
      // One entry for the document, in its transaction: the action log says who captured what.
      await services.actionLog.record(tx, {
        method: 'epcisModel.capture',
        session,
        ip,
        input: { captureId: capture.id, eventCount: events.length, tokenId, errorBehaviour: behaviour },
        audits: [{ targetId: capture.id, after: { capturedCount: captured, joinedCount: joined.links.length } }],
      });
    });
  } catch (error) {
    await repo.finishCapture(db, capture, {
      success: false,
      capturedCount: 0,
      errors: [
        {
          type: 'epcisException:ImplementationException',
          title: 'Server error',
          status: 500,
          detail: 'The capture could not be completed; nothing of the document was stored. Send it again later',
          code: ERRORS.common.internal.code,
          key: ERRORS.common.internal.key,
        },
      ],
      notes: [],
    });
    throw error;
  }
  await repo.finishCapture(db, capture, {
    success: errors.length === 0,
    capturedCount: captured,
    errors,
    notes: bounded(notes, CAPTURE_NOTES_MAX),
  });
  return capture.id;
}

/** A capture job as the binding describes it, with the console's counts and notes. */
export async function captureJob(db: Db, accountId: string, captureId: string) {
  const row = await repo.findCapture(db, accountId, captureId);
  if (!row) throw new AppError(ERRORS.common.notFound);
  return {
    captureID: row.id,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    running: row.running,
    success: row.success ?? true,
    captureErrorBehaviour: row.errorBehaviour,
    eventCount: row.eventCount,
    capturedCount: row.capturedCount,
    errors: row.errors,
    notes: row.notes,
  };
}
