import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { sealScope, type SealScope } from '../seals/seal-scope';
import { resolveManyEventReferences } from './event-references';
import { declarableEventModel } from './event-models.service';
import * as repo from './events.repository';
import {
  checkDeclaration,
  checkReferences,
  columnsOf,
  modelColumns,
  once,
  type DeclareOptions,
  type EventDeps,
  type EventFields,
  type EventSession,
} from './events.service';

/** A declaration of a batch that was refused: its position, and the error `declareEvent` would throw. */
export class DeclarationRefused extends Error {
  constructor(
    readonly index: number,
    readonly reason: unknown,
  ) {
    super(`declaration ${index} refused`);
  }
}

/** Declarations written by one statement each at most: bounded so a statement's parameters stay few. */
const BATCH = 1_000;

/**
 * Declares many events in `tx`, each checked exactly as `declareEvent` checks it, but their seals
 * located in one query and their rows written in bulk: an EPCIS capture of 10,000 events is a few
 * dozen statements, not 30,000. The first refused declaration throws DeclarationRefused (the caller's
 * transaction then writes nothing). Answers the events' ids, in order.
 */
export async function declareEvents(
  deps: EventDeps,
  session: EventSession,
  batch: readonly { input: EventFields; options: Omit<DeclareOptions, 'tx'> }[],
  tx: Db,
  firstIndex = 0,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < batch.length; start += BATCH) {
    const part = batch.slice(start, start + BATCH);
    const scope = await once<SealScope>(tx, `scope:${session.userId}:${session.entityId}`, () =>
      sealScope(tx, session),
    );
    const resolved = await resolveManyEventReferences(
      tx,
      deps.sealKeyring,
      scope,
      part.map(({ input }) => input),
    );
    const events: Parameters<typeof repo.insertEvents>[1][number][] = [];
    const seals: Parameters<typeof repo.insertManyEventSeals>[2][number][] = [];
    const containers: { eventId: string; ids: string[] }[] = [];
    for (const [offset, { input, options }] of part.entries()) {
      const id = randomUUID();
      try {
        const model = await once(tx, `model:${session.userId}:${input.eventModelId}`, () =>
          declarableEventModel({ db: tx, session }, input.eventModelId),
        );
        const data = await checkDeclaration(tx, session, model, input);
        const references = resolved[offset]!;
        checkReferences(model, references);
        events.push({ id, ...columnsOf(input, data, references), ...modelColumns(session, model, options) });
        for (const range of references.ranges) seals.push({ ...range, eventId: id });
        if (references.containerIds.length > 0) containers.push({ eventId: id, ids: references.containerIds });
      } catch (error) {
        throw new DeclarationRefused(firstIndex + start + offset, error);
      }
      ids.push(id);
    }
    await repo.insertEvents(tx, events);
    await repo.insertManyEventSeals(tx, session.accountId, seals);
    for (const { eventId, ids: containerIds } of containers)
      await repo.insertEventContainers(tx, session.accountId, eventId, containerIds);
  }
  return ids;
}
