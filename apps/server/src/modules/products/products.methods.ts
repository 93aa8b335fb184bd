import { products } from '@seal/shared';
import { implement } from '../../rpc/registry';
import { getImport, previewImport, startImport } from './import/import.service';
import { productScope } from './product-scope';
import * as repo from './products-list.repository';
import * as service from './products.service';

export const productMethods = [
  implement(products.findProducts, async (input, ctx) =>
    repo.findProducts(ctx.db, await productScope(ctx.db, ctx.session), input),
  ),
  implement(products.getProduct, (input, ctx) => service.getProduct(ctx, input.productId)),
  implement(products.createProduct, (input, ctx) => service.createProduct(ctx, input)),
  implement(products.updateProduct, (input, ctx) => service.updateProduct(ctx, input)),
  implement(products.archiveProduct, (input, ctx) => service.setArchived(ctx, input.productId, true)),
  implement(products.unarchiveProduct, (input, ctx) => service.setArchived(ctx, input.productId, false)),
  implement(products.deleteProduct, (input, ctx) => service.deleteProduct(ctx, input.productId)),
  implement(products.previewImport, (input, ctx) => previewImport(ctx, input)),
  implement(products.startImport, (input, ctx) => startImport(ctx, input)),
  implement(products.getImport, (input, ctx) => getImport(ctx, input.importId)),
  implement(products.parseGs1, async (input) => service.readGs1(input.json)),
];
