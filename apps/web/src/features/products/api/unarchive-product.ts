import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Brings an archived product back to the catalogue. Run through ConfirmAction. */
export const unarchiveProduct = (productId: string) => rpc(products.unarchiveProduct, { productId });
