import { products } from '@seal/shared';
import { rpc } from '../../api/rpc';
import { currentLanguage } from '../../i18n';
import type { RemoteOption } from './remote-select';

/**
 * The products seals may be put on (not archived), searched by title, GTIN, SKU or brand: the
 * options of a RemoteSelect (activation, alerts).
 */
export async function searchProducts(text: string, signal: AbortSignal): Promise<RemoteOption[]> {
  const page = await rpc(
    products.findProducts,
    {
      page: 1,
      size: 20,
      ...(text ? { search: text } : {}),
      sort: { field: 'title', order: 'asc' },
      filters: { archived: false },
      language: currentLanguage(),
    },
    { signal },
  );
  return page.rows.map((row) => ({ value: row.id, label: row.gtin ? `${row.title} · ${row.gtin}` : row.title }));
}
