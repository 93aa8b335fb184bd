import { traceEvents, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type EventModelInput = InputOf<typeof traceEvents.create>;

/** Creates the model, or updates it when `eventModelId` is given (a model in use is refused). */
export const saveEventModel = (input: EventModelInput, eventModelId?: string) =>
  eventModelId ? rpc(traceEvents.update, { ...input, eventModelId }) : rpc(traceEvents.create, input);
