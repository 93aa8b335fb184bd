import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Moves a product to the archive. Run through ConfirmAction, which refreshes the lists. */
export const archiveProduct = (productId: string) => rpc(products.archiveProduct, { productId });
