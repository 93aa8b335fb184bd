import { traceContainers, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type ModelFields = InputOf<typeof traceContainers.createModel>;

/** Creates the container model, or updates it when `containerModelId` is given. */
export const saveModel = (fields: ModelFields, containerModelId?: string) =>
  containerModelId
    ? rpc(traceContainers.updateModel, { ...fields, containerModelId })
    : rpc(traceContainers.createModel, fields);
