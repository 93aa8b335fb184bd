import { traceEvents } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A copy of a model, not in use, named "<name> (copy)". */
export const copyEventModel = (eventModelId: string) => rpc(traceEvents.copy, { eventModelId });
