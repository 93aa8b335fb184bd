import { qrCreator } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './qr-creator.service';

export const qrCreatorMethods = [
  implement(qrCreator.list, (input, ctx) => service.listSets(ctx, input)),
  implement(qrCreator.preview, (input, ctx) => service.previewSet(ctx, input)),
  implement(qrCreator.create, (input, ctx) => service.createSet(ctx, input)),
  implement(qrCreator.remove, (input, ctx) => service.removeSet(ctx, input)),
  implement(qrCreator.productOptions, (input, ctx) => service.productOptions(ctx, input)),
];
