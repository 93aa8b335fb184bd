import { traceEvents, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type DeclareEventInput = InputOf<typeof traceEvents.declare>;

/** Declares the event, or changes the console event `eventId` (its model stays). */
export const declareEvent = ({ eventModelId, ...fields }: DeclareEventInput, eventId?: string) =>
  eventId
    ? rpc(traceEvents.updateEvent, { ...fields, eventId })
    : rpc(traceEvents.declare, { eventModelId, ...fields });
