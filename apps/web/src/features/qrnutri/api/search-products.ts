import { qrnutri } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import type { RemoteOption } from '../../../components/remote-select/remote-select';

/** The products without a sheet matching `text`, as options of the product select. */
export async function searchFreeProducts(text: string, signal: AbortSignal): Promise<RemoteOption[]> {
  const page = await rpc(qrnutri.products, { page: 1, size: 20, search: text }, { signal });
  return page.rows.map((row) => ({ value: row.id, label: row.gtin ? `${row.title} (${row.gtin})` : row.title }));
}
