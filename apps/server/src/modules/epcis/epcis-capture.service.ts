import { AppError, ERRORS } from '@seal/shared';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../rpc/context';
import type { Services } from '../../services';
import {
  consolePrefixes,
  readCapturedEvent,
  type CapturedAggregation,
  type CapturedObject,
  type RefusalReason,
} from './epcis-capture-read';
import { DeclarationRefused } from '../trace-events/declare-many';
import * as repo from './epcis-captures.repository';

/** How captured events become the console's: declarations and packing (wired in epcis-capture-apply.ts). */
export interface CaptureAppliers {
  /** Declares the events in order, all at once; a refused one throws DeclarationRefused with its position. */
  declare(tx: Db, session: SessionContext, events: (CapturedObject & { eventModelId: string })[]): Promise<void>;
  aggregate(tx: Db, session: SessionContext, event: CapturedAggregation): Promise<void>;
}

/** One error of a capture job, as `GET /epcis/capture/:id` lists them. */
export interface CaptureError {
  index: number;
  eventID: string | null;
  code: number;
  key: string;
  /** Why: a reason of the reading (eventType, action, parent, data, model) or the console's error key. */
  reason: string;
  params?: Record<string, unknown>;
}

class Refusal extends Error {
  constructor(readonly error: CaptureError) {
    super(error.reason);
  }
}

const refusal = (
  index: number,
  eventID: string | null,
  reason: RefusalReason | string,
  params?: Record<string, unknown>,
) =>
  new Refusal({
    index,
    eventID,
    code: ERRORS.traceability.epcisRefused.code,
    key: ERRORS.traceability.epcisRefused.key,
    reason,
    ...(params ? { params } : {}),
  });

/** A console error met by an event as a refusal of the capture; anything else stays an error. */
function refusalOf(index: number, eventID: string | null, error: unknown): Error {
  if (!(error instanceof AppError)) return error as Error;
  return refusal(index, eventID, error.error.key, {
    ...error.params,
    ...(error.fieldIssues ? { fields: error.fieldIssues } : {}),
  });
}

export interface CaptureDeps {
  db: Db;
  services: Services;
  appliers: CaptureAppliers;
}

/**
 * Captures a document's events ALL OR NOTHING, in one transaction (the binding's `rollback`
 * behaviour): the first event the console cannot take undoes the others and is the job's error.
 * An event whose eventID the account already holds is skipped, not doubled. The job's row is
 * written first and finished after, outside the transaction, so its outcome stays either way.
 */
export async function captureDocument(
  { db, services, appliers }: CaptureDeps,
  { session, tokenId, ip }: { session: SessionContext; tokenId: string | null; ip: string },
  document: Record<string, unknown>,
  events: Record<string, unknown>[],
) {
  const ids = { publicUrl: services.config.publicUrl };
  const capture = await repo.insertCapture(db, {
    accountId: session.accountId,
    userId: session.userId,
    eventCount: events.length,
  });
  const prefixes = consolePrefixes(ids, document);
  let captured = 0;
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const eventIds = events.map((event) => event.eventID).filter((id): id is string => typeof id === 'string');
      const seen = await repo.knownEventIds(tx, session.accountId, eventIds);
      const models = new Map<string, string | null>();
      // Declarations wait in order and go in bulk; packing goes at its turn, after those before it.
      let pending: (CapturedObject & { eventModelId: string })[] = [];
      const flush = async () => {
        if (pending.length === 0) return;
        try {
          await appliers.declare(tx, session, pending);
        } catch (error) {
          if (!(error instanceof DeclarationRefused)) throw error;
          const event = pending[error.index]!;
          throw refusalOf(event.index, event.eventId, error.reason);
        }
        captured += pending.length;
        pending = [];
      };
      for (const [index, raw] of events.entries()) {
        const event = readCapturedEvent(ids, services.sealKeyring, prefixes, raw, index);
        if (event.eventId && seen.has(event.eventId)) continue;
        if (event.eventId) seen.add(event.eventId);
        if (event.kind === 'refused') throw refusal(index, event.eventId, event.reason);
        if (event.kind === 'aggregation') {
          await flush();
          try {
            await appliers.aggregate(tx, session, event);
          } catch (error) {
            throw refusalOf(index, event.eventId, error);
          }
          captured++;
          continue;
        }
        let modelId = event.eventModelId;
        if (!modelId && event.bizStep) {
          if (!models.has(event.bizStep))
            models.set(event.bizStep, await repo.modelOfBizStep(tx, session.accountId, event.bizStep));
          modelId = models.get(event.bizStep) ?? null;
        }
        if (!modelId) throw refusal(index, event.eventId, 'model', { bizStep: event.bizStep });
        pending.push({ ...event, eventModelId: modelId });
      }
      await flush();
      // One entry for the document, in its transaction: the action log says who captured what.
      await services.actionLog.record(tx, {
        method: 'epcisModel.capture',
        session,
        ip,
        input: { captureId: capture.id, eventCount: events.length, tokenId },
        audits: [{ targetId: capture.id, after: { capturedCount: captured } }],
      });
    });
  } catch (error) {
    if (!(error instanceof Refusal)) {
      await repo.finishCapture(db, capture.id, {
        success: false,
        capturedCount: 0,
        errors: [{ code: ERRORS.common.internal.code, key: ERRORS.common.internal.key }],
      });
      throw error;
    }
    await repo.finishCapture(db, capture.id, { success: false, capturedCount: 0, errors: [error.error] });
    return capture.id;
  }
  await repo.finishCapture(db, capture.id, { success: true, capturedCount: captured, errors: [] });
  return capture.id;
}

/** A capture job as the binding describes it. */
export async function captureJob(db: Db, accountId: string, captureId: string) {
  const row = await repo.findCapture(db, accountId, captureId);
  if (!row) throw new AppError(ERRORS.common.notFound);
  return {
    captureID: row.id,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    running: row.running,
    success: row.success ?? true,
    captureErrorBehaviour: 'rollback' as const,
    eventCount: row.eventCount,
    capturedCount: row.capturedCount,
    errors: row.errors,
  };
}
