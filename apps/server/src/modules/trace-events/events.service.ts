import type { z } from 'zod';
import { AppError, ERRORS, readEventData, type FieldIssue } from '@seal/shared';
import {
  EVENT_IGNORED_SAMPLES,
  type DeclareResult,
  type EventModel,
  type zEventFields,
} from '@seal/shared/contract/trace-events';
import type { Db } from '../../db/client';
import type { SessionContext } from '../auth/session-context';
import type { SealKeyring } from '../seals/reference-codec';
import type { KnownReels } from '../seals/seal-inputs';
import { sealScope, type SealScope } from '../seals/seal-scope';
import { resolveEventReferences, type EventReferences } from './event-references';
import { findEventModel } from './event-models.repository';
import { checkAccountSites, declarableEventModel } from './event-models.service';
import * as repo from './events.repository';

/** What declaring needs: the database and the seal keys (ServiceDeps gives both). */
export interface EventDeps {
  db: Db;
  sealKeyring: SealKeyring;
}

/** Who declares: a console session, or the user an EPCIS API token acts for. */
export type EventSession = Pick<SessionContext, 'accountId' | 'entityId' | 'userId' | 'rights'>;

/** A declaration as zEventFields parses it. */
export type EventFields = z.output<typeof zEventFields>;
type EventUpdate = Omit<EventFields, 'eventModelId'> & { eventId: string };

export interface DeclareOptions {
  source?: 'console' | 'epcis';
  /** A captured event's own eventID (the capture is idempotent on it). */
  epcisEventId?: string;
  /** The EPCIS extensions of a captured event, kept as they came. */
  extensions?: Record<string, unknown>;
  /** A captured event's own action; a declaration's is ADD for a start event, else OBSERVE. */
  action?: 'ADD' | 'OBSERVE' | 'DELETE';
  /**
   * The transaction to declare in. Within one transaction the model (locked in share mode) and the
   * seal scope are read once, so a capture declaring thousands of events reads them once.
   */
  tx?: Db;
}

const memo = new WeakMap<object, Map<string, Promise<unknown>>>();

/** `read()` once per transaction and key; without a transaction, every time. */
export function once<T>(tx: Db | undefined, key: string, read: () => Promise<T>): Promise<T> {
  if (!tx) return read();
  let cache = memo.get(tx);
  if (!cache) memo.set(tx, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, read());
  return cache.get(key) as Promise<T>;
}

const invalid = (issues: FieldIssue[]) => new AppError(ERRORS.common.validation, {}, issues);

/** `+02:00` of `2026-05-01T10:00:00+02:00`; `Z` is `+00:00`. */
export const offsetOf = (eventTime: string) => /([+-]\d{2}:\d{2})$/.exec(eventTime)?.[1] ?? '+00:00';

/**
 * The rules of a declaration on its model (spec 000, issue 14): containers only when the model takes
 * them, the target as the model asks it, the read point among the model's sites when it names
 * any, both sites the account's, the data values of each item's format. Answers the values to store.
 */
export async function checkDeclaration(db: Db, session: EventSession, model: EventModel, input: EventFields) {
  // Ids first: a site of another account answers notFound whatever else is wrong.
  const siteIds = [input.siteId, input.targetSiteId].filter(
    (id): id is string => id !== null && !model.siteIds.includes(id),
  );
  if (siteIds.length > 0) await checkAccountSites({ db, session }, siteIds);
  if (input.containerCodes.length > 0 && !model.options.canDeclareContainers)
    throw new AppError(ERRORS.traceability.containersRefused);
  if (model.target === 'mandatory' && !input.targetSiteId) throw new AppError(ERRORS.traceability.targetRequired);
  if (model.target === 'none' && input.targetSiteId)
    throw invalid([{ path: 'targetSiteId', key: 'validation.invalid' }]);
  if (input.siteId && model.siteIds.length > 0 && !model.siteIds.includes(input.siteId))
    throw new AppError(ERRORS.traceability.siteNotOfModel);
  const { values, issues } = readEventData(model.items, input.data);
  const files = model.items.filter((item) => item.format === 'file' && values[item.aiTag] !== undefined);
  if (files.length > 0) {
    const known = await repo.accountMediaIds(
      db,
      session.accountId,
      files.map((item) => values[item.aiTag]!),
    );
    for (const item of files)
      if (!known.has(values[item.aiTag]!)) issues.push({ path: `data.${item.aiTag}`, key: 'validation.invalid' });
  }
  if (issues.length > 0) throw invalid(issues);
  return values;
}

/** At least one seal; exactly one when the model takes one reference. */
export function checkReferences(model: EventModel, references: EventReferences) {
  if (references.sealCount === 0)
    throw new AppError(ERRORS.traceability.noReference, { ignored: references.ignored.length });
  if (!model.options.severalReferences && references.sealCount > 1)
    throw new AppError(ERRORS.traceability.singleReference, { count: references.sealCount });
}

const resultOf = (eventId: string, references: EventReferences): DeclareResult => ({
  eventId,
  referenceCount: references.sealCount,
  containerCount: references.containerIds.length,
  ignoredCount: references.ignored.length,
  ignored: references.ignored.slice(0, EVENT_IGNORED_SAMPLES),
});

async function readDeclaration(
  deps: EventDeps,
  db: Db,
  session: EventSession,
  model: EventModel,
  input: EventFields,
  tx?: Db,
) {
  const data = await checkDeclaration(db, session, model, input);
  const place = `${session.userId}:${session.entityId}`;
  const scope = await once<SealScope>(tx, `scope:${place}`, () => sealScope(db, session));
  // The reels found for this scope in the transaction: a capture's next events on them need no query.
  const known = tx ? await once<KnownReels>(tx, `reels:${place}`, async () => []) : undefined;
  const references = await resolveEventReferences(db, deps.sealKeyring, scope, input, known);
  checkReferences(model, references);
  return { columns: columnsOf(input, data, references), references };
}

/** The columns a declaration writes of its own (the model's are `modelColumns`). */
export const columnsOf = (input: EventFields, data: Record<string, string>, references: EventReferences) => ({
  eventTime: new Date(input.eventTime),
  eventTimeZoneOffset: offsetOf(input.eventTime),
  siteId: input.siteId,
  targetSiteId: input.targetSiteId,
  data,
  referenceCount: references.sealCount,
  containerCount: references.containerIds.length,
  ignoredCount: references.ignored.length,
});

/** What an event copies of its model and of its declaration's source. */
export const modelColumns = (session: EventSession, model: EventModel, options: DeclareOptions) => ({
  accountId: session.accountId,
  entityId: session.entityId,
  eventModelId: model.id,
  epcisType: 'ObjectEvent' as const,
  action: options.action ?? (model.options.startEvent ? ('ADD' as const) : ('OBSERVE' as const)),
  bizStep: model.bizStep,
  disposition: model.disposition,
  public: model.options.public,
  source: options.source ?? 'console',
  epcisEventId: options.epcisEventId ?? null,
  extensions: options.extensions ?? null,
  declaredBy: session.userId,
});

async function writeTargets(db: Db, accountId: string, eventId: string, references: EventReferences) {
  await repo.insertEventSeals(db, accountId, eventId, references.ranges);
  await repo.insertEventContainers(db, accountId, eventId, references.containerIds);
}

/**
 * Declares an event from a model the session's user may declare from (their entity's, or shared
 * by an entity above): an EPCIS ObjectEvent (action ADD for a start event, else OBSERVE) copying
 * the model's public flag, business step and disposition. Its seals are stored as merged ranges:
 * a range of 100,000 seals is one row. Wrong references are ignored and counted, never refused.
 * Errors: see contract traceEvent.declare. Runs in `options.tx` when given (the caller's
 * transaction), else in `deps.db` (a method's handler already runs in a transaction).
 */
export async function declareEvent(
  deps: EventDeps,
  session: EventSession,
  input: EventFields,
  options: DeclareOptions = {},
): Promise<DeclareResult> {
  const db = options.tx ?? deps.db;
  const model = await once(options.tx, `model:${session.userId}:${input.eventModelId}`, () =>
    declarableEventModel({ db, session }, input.eventModelId),
  );
  const { columns, references } = await readDeclaration(deps, db, session, model, input, options.tx);
  const eventId = await repo.insertEvent(db, { ...columns, ...modelColumns(session, model, options) });
  await writeTargets(db, session.accountId, eventId, references);
  return resultOf(eventId, references);
}

/** Changes an event the console declared: its time, sites, data and seals (its model stays). */
export async function updateEvent(
  deps: EventDeps,
  session: EventSession,
  { eventId, ...fields }: EventUpdate,
  entityIds: readonly string[],
): Promise<{ result: DeclareResult; before: repo.TraceEventRecord }> {
  const { db } = deps;
  const before = await repo.findEventRecord(db, session.accountId, eventId, true);
  if (!before || !entityIds.includes(before.entityId) || !before.eventModelId)
    throw new AppError(ERRORS.common.notFound);
  if (before.source !== 'console') throw new AppError(ERRORS.common.forbidden, { source: before.source });
  const model = await findEventModel(db, session.accountId, before.eventModelId, 'share');
  if (!model) throw new AppError(ERRORS.common.notFound);
  const { columns, references } = await readDeclaration(deps, db, session, model, {
    ...fields,
    eventModelId: model.id,
  });
  await repo.clearEventTargets(db, session.accountId, eventId);
  await repo.updateEventRow(db, session.accountId, eventId, columns);
  await writeTargets(db, session.accountId, eventId, references);
  return { result: resultOf(eventId, references), before };
}
