import { traceContainers } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A copy of the model, not in use, that can be modified. */
export const copyModel = (containerModelId: string) => rpc(traceContainers.copyModel, { containerModelId });
