import { useQueries } from '@tanstack/react-query';
import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { currentLanguage } from '../../../i18n';
import { orgaKeys } from './keys';

export const getProduct = (productId: string, signal?: AbortSignal) =>
  rpc(products.getProduct, { productId }, { signal });

/**
 * The titles of products a site already holds that the picker's page does not show, so a
 * selected product reads as its title rather than its id.
 */
export function useProductTitles(productIds: readonly string[]): Map<string, string> {
  const language = currentLanguage();
  const results = useQueries({
    queries: productIds.map((productId) => ({
      queryKey: [...orgaKeys.products, 'detail', productId],
      queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(productId, signal),
      staleTime: 300_000,
    })),
  });
  const titles = new Map<string, string>();
  results.forEach((result) => {
    const product = result.data;
    if (!product) return;
    const text = product.texts[language] ?? product.texts[product.defaultLanguage];
    titles.set(product.id, text?.title ?? product.gtin ?? product.id);
  });
  return titles;
}
