import { qrnutri } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './qrnutri.service';

export const qrnutriMethods = [
  implement(qrnutri.list, (input, ctx) => service.listSheets(ctx, input)),
  implement(qrnutri.get, (input, ctx) => service.getSheet(ctx, input)),
  implement(qrnutri.products, (input, ctx) => service.listProducts(ctx, input)),
  implement(qrnutri.create, (input, ctx) => service.createSheet(ctx, input)),
  implement(qrnutri.update, (input, ctx) => service.updateSheet(ctx, input)),
  implement(qrnutri.remove, (input, ctx) => service.removeSheet(ctx, input)),
  implement(qrnutri.publish, (input, ctx) => service.publishSheet(ctx, input)),
  implement(qrnutri.qrCode, (input, ctx) => service.sheetQr(ctx, input)),
];
