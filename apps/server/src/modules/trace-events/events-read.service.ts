import { capturedEventOf } from './captured-event';
import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/trace-events';
import type { SealEvent, TraceEvent, TraceEventRow } from '@seal/shared/contract/trace-events';
import type { SessionCallContext } from '../../rpc/context';
import { encodeReference } from '../seals/reference-codec';
import { locateReferences } from '../seals/seal-inputs';
import { sealScope } from '../seals/seal-scope';
import { findEventModel } from './event-models.repository';
import { checkAccountSites } from './event-models.service';
import * as repo from './events.repository';
import { containersByCode, containersHoldingSerial } from './held-seals.repository';
import { dataValuesOf, sealEvents } from './seal-events.repository';
import { traceScope } from './trace-scope';

type In<C> = ParsedInputOf<C>;

/** Ranges an event's detail prints (rangeCount has them all). */
export const EVENT_DETAIL_RANGES_MAX = 1000;

/** The serial of a typed reference of the seal scope, or null (unknown, foreign, outside the scope). */
async function serialOf(ctx: SessionCallContext, reference: string): Promise<number | null> {
  const scope = await sealScope(ctx.db, ctx.session);
  const [located] = await locateReferences(ctx.db, ctx.services.sealKeyring, scope, [reference]);
  return located?.reel ? located.serial : null;
}

const nothing: ListResult<TraceEventRow> = { rows: [], total: 0 };

export async function listEvents(ctx: SessionCallContext, input: In<typeof contract.listEvents>) {
  const scope = await traceScope(ctx);
  const { reference, containerCode, ...filters } = input.filters;
  if (filters.siteId) await checkAccountSites(ctx, [filters.siteId]);
  if (filters.eventModelId && !(await findEventModel(ctx.db, scope.accountId, filters.eventModelId)))
    throw new AppError(ERRORS.common.notFound);
  let seal: repo.EventListQuery['seal'];
  if (reference) {
    const serial = await serialOf(ctx, reference);
    if (serial === null) return nothing;
    seal = { serial, containerIds: await containersHoldingSerial(ctx.db, scope.accountId, serial) };
  }
  let containerId: string | undefined;
  if (containerCode) {
    const [container] = await containersByCode(ctx.db, scope.accountId, scope.entityIds, [containerCode]);
    if (!container) return nothing;
    containerId = container.id;
  }
  return repo.listEvents(ctx.db, scope, {
    offset: listOffset(input),
    size: input.size,
    sort: input.sort?.field ?? 'eventTime',
    order: input.sort?.order ?? 'desc',
    search: input.search,
    ...filters,
    seal,
    containerId,
  });
}

/** An event of the session's scope; another account's or entity's and an unknown id answer alike. */
export async function getEvent(
  ctx: SessionCallContext,
  { eventId }: In<typeof contract.getEvent>,
): Promise<TraceEvent> {
  const { accountId } = ctx.session;
  const [found, scope] = [await repo.findEventRow(ctx.db, accountId, eventId), await traceScope(ctx)];
  if (!found || !scope.entityIds.includes(found.event.entityId)) throw new AppError(ERRORS.common.notFound);
  const { event, ...row } = found;
  const model = event.eventModelId ? await findEventModel(ctx.db, accountId, event.eventModelId) : undefined;
  const { ranges, rangeCount } = await repo.eventSealRanges(ctx.db, accountId, event.id, EVENT_DETAIL_RANGES_MAX);
  const keys = ctx.services.sealKeyring.keys;
  const printed = (serial: number, version: number) => {
    const key = keys.get(version);
    return key ? encodeReference(serial, key) : `#${serial}`;
  };
  return {
    ...row,
    siteId: event.siteId,
    targetSiteId: event.targetSiteId,
    data: dataValuesOf(model?.items ?? null, event.data),
    ranges: ranges.map((range) => ({
      first: printed(range.firstSerial, range.keyVersion),
      last: printed(range.lastSerial, range.keyVersion),
      count: range.lastSerial - range.firstSerial + 1,
    })),
    rangeCount,
    containerCodes: await repo.eventContainerCodes(ctx.db, accountId, event.id),
    epcisEventId: event.epcisEventId ?? `urn:uuid:${event.id}`,
    epcis: await capturedEventOf(ctx.db, accountId, event.id),
    updatedAt: new Date(event.updatedAt).toISOString(),
  };
}

/** The events of one seal of the seal scope, oldest first; a seal outside it answers notFound. */
export async function eventsOfReference(
  ctx: SessionCallContext,
  { ref }: In<typeof contract.ofReference>,
): Promise<{ ref: string; events: SealEvent[] }> {
  const serial = await serialOf(ctx, ref);
  if (serial === null) throw new AppError(ERRORS.common.notFound);
  const { entityIds } = await traceScope(ctx);
  return { ref, events: await sealEvents(ctx.db, ctx.session.accountId, { serial }, { entityIds }) };
}
