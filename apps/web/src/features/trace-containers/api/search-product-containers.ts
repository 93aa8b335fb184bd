import type { traceContainers } from '@seal/shared';
import type { RemoteOption } from '../../../components/remote-select/remote-select';
import { listProductContainers } from './list-product-containers';

type Row = traceContainers.ProductContainer;

export const productContainerLabel = (row: Pick<Row, 'productTitle' | 'gtin' | 'containerModelName'>) =>
  `${row.productTitle} · ${row.containerModelName} · ${row.gtin}`;

/**
 * The product containers as options of a RemoteSelect, searched by GTIN or product title; `keep`
 * narrows them (the parents of a higher level).
 */
export async function searchProductContainers(
  text: string,
  signal: AbortSignal,
  keep: (row: Row) => boolean = () => true,
): Promise<RemoteOption[]> {
  const page = await listProductContainers(
    { page: 1, size: 50, ...(text ? { search: text } : {}), sort: { field: 'level', order: 'asc' }, filters: {} },
    signal,
  );
  return page.rows.filter(keep).map((row) => ({ value: row.id, label: productContainerLabel(row) }));
}
