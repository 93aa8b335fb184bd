import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/**
 * Deletes a product for good. Refused with product.inUse while a site, a container or another
 * area refers to it; ConfirmAction shows that catalogue message as a toast.
 */
export const deleteProduct = (productId: string) => rpc(products.deleteProduct, { productId });
