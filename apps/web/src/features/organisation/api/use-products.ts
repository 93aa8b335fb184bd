import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { currentLanguage } from '../../../i18n';

/** Products to place in a site (products area contract): the first 100 matching a search. */
export const findProducts = (search: string, signal?: AbortSignal) =>
  rpc(
    products.findProducts,
    {
      page: 1,
      size: 100,
      ...(search ? { search } : {}),
      sort: { field: 'title', order: 'asc' },
      language: currentLanguage(),
    },
    { signal },
  );

/** The title of a product a site holds, in the interface's language when it has one. */
export async function getProductTitle(productId: string, signal?: AbortSignal): Promise<string> {
  const product = await rpc(products.getProduct, { productId }, { signal });
  const language = currentLanguage();
  const text = product.texts[language] ?? product.texts[product.defaultLanguage];
  return text?.title ?? product.gtin ?? product.id;
}
