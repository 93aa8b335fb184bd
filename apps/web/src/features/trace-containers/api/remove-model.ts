import { traceContainers } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const removeModel = (containerModelId: string) => rpc(traceContainers.removeModel, { containerModelId });
