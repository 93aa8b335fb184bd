import { traceContainers, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type ProductContainerFields = InputOf<typeof traceContainers.createProductContainer>;

/** Creates the product container, or updates it when `productContainerId` is given. */
export const saveProductContainer = (fields: ProductContainerFields, productContainerId?: string) =>
  productContainerId
    ? rpc(traceContainers.updateProductContainer, { ...fields, productContainerId })
    : rpc(traceContainers.createProductContainer, fields);
