import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/**
 * A served product's title in its default language, for a product the search has not listed
 * (RemoteSelect's `labelOf`).
 */
export const productTitle = (productId: string, signal: AbortSignal) =>
  rpc(products.getProduct, { productId }, { signal }).then(
    (product) => product.texts[product.defaultLanguage]?.title ?? product.gtin ?? product.id,
  );
