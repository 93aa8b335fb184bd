import { traceEvents } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as models from './event-models.service';

export const traceEventMethods = [
  implement(traceEvents.list, (input, ctx) => models.listEventModels(ctx, input)),
  implement(traceEvents.get, (input, ctx) => models.getEventModel(ctx, input)),
  implement(traceEvents.declarable, (_input, ctx) => models.declarableEventModels(ctx)),
  implement(traceEvents.create, (input, ctx) => models.createEventModel(ctx, input)),
  implement(traceEvents.update, (input, ctx) => models.updateEventModel(ctx, input)),
  implement(traceEvents.copy, (input, ctx) => models.copyEventModel(ctx, input)),
];
