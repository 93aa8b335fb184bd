import { traceContainers } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const removeProductContainer = (productContainerId: string) =>
  rpc(traceContainers.removeProductContainer, { productContainerId });
