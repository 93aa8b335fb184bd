import { queryOptions, useQuery } from '@tanstack/react-query';
import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { currentLanguage } from '../../../i18n';
import { activationKeys } from './keys';

/** A product with its dynamic data: the fields the activation asks for. */
export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: activationKeys.product(productId),
    queryFn: ({ signal }) => rpc(products.getProduct, { productId }, { signal }),
    meta: { silent: true },
  });

export const useActivationProduct = (productId: string | undefined) =>
  useQuery({ ...productQuery(productId ?? ''), enabled: Boolean(productId) });

/** The product's title in the interface's language, else in its default language. */
export function productTitle(product: products.Product): string {
  return (product.texts[currentLanguage()] ?? product.texts[product.defaultLanguage])?.title ?? '';
}

/** The label of a product chosen in a filter (kept in the URL) that the first options do not hold. */
export const productLabel = {
  queryKey: (productId: string) => [...activationKeys.productOptions, 'label', productId, currentLanguage()],
  fetch: async (productId: string, signal: AbortSignal) =>
    productTitle(await rpc(products.getProduct, { productId }, { signal })),
};
