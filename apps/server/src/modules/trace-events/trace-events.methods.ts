import { traceEvents } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as models from './event-models.service';
import { declareEvent, updateEvent } from './events.service';
import * as read from './events-read.service';
import { traceScope } from './trace-scope';

export const traceEventMethods = [
  implement(traceEvents.list, (input, ctx) => models.listEventModels(ctx, input)),
  implement(traceEvents.get, (input, ctx) => models.getEventModel(ctx, input)),
  implement(traceEvents.declarable, (_input, ctx) => models.declarableEventModels(ctx)),
  implement(traceEvents.create, (input, ctx) => models.createEventModel(ctx, input)),
  implement(traceEvents.update, (input, ctx) => models.updateEventModel(ctx, input)),
  implement(traceEvents.copy, (input, ctx) => models.copyEventModel(ctx, input)),
  implement(traceEvents.listEvents, (input, ctx) => read.listEvents(ctx, input)),
  implement(traceEvents.getEvent, (input, ctx) => read.getEvent(ctx, input)),
  implement(traceEvents.declare, async (input, ctx) => {
    const result = await declareEvent({ db: ctx.db, sealKeyring: ctx.services.sealKeyring }, ctx.session, input);
    ctx.audit({ targetId: result.eventId, after: { ...input, referenceCount: result.referenceCount } });
    return result;
  }),
  implement(traceEvents.updateEvent, async (input, ctx) => {
    const { entityIds } = await traceScope(ctx);
    const deps = { db: ctx.db, sealKeyring: ctx.services.sealKeyring };
    const { result, before } = await updateEvent(deps, ctx.session, input, entityIds);
    ctx.audit({ targetId: result.eventId, before, after: { ...input, referenceCount: result.referenceCount } });
    return result;
  }),
  implement(traceEvents.ofReference, (input, ctx) => read.eventsOfReference(ctx, input)),
];
