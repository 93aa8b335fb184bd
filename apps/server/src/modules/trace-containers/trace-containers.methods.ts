import { traceContainers as contract } from '@seal/shared';
import { implement } from '../../rpc/registry';
import { containersOfReference, lookupContainer } from './container-lookup.service';
import * as models from './container-models.service';
import * as containers from './containers.service';
import { pack } from './packing.service';
import * as productContainers from './product-containers.service';
import { unpack } from './unpacking.service';

export const traceContainerMethods = [
  implement(contract.listModels, (input, ctx) => models.listModels(ctx, input)),
  implement(contract.getModel, (input, ctx) => models.getModel(ctx, input)),
  implement(contract.createModel, (input, ctx) => models.createModel(ctx, input)),
  implement(contract.updateModel, (input, ctx) => models.updateModel(ctx, input)),
  implement(contract.copyModel, (input, ctx) => models.copyModel(ctx, input)),
  implement(contract.removeModel, (input, ctx) => models.removeModel(ctx, input)),
  implement(contract.listProductContainers, (input, ctx) => productContainers.listProductContainers(ctx, input)),
  implement(contract.getProductContainer, (input, ctx) => productContainers.getProductContainer(ctx, input)),
  implement(contract.createProductContainer, (input, ctx) => productContainers.createProductContainer(ctx, input)),
  implement(contract.updateProductContainer, (input, ctx) => productContainers.updateProductContainer(ctx, input)),
  implement(contract.removeProductContainer, (input, ctx) => productContainers.removeProductContainer(ctx, input)),
  implement(contract.listContainers, (input, ctx) => containers.listContainers(ctx, input)),
  implement(contract.lookup, (input, ctx) => lookupContainer(ctx, input)),
  implement(contract.ofReference, (input, ctx) => containersOfReference(ctx, input)),
  implement(contract.pack, (input, ctx) => pack(ctx, input)),
  implement(contract.unpack, (input, ctx) => unpack(ctx, input)),
];
