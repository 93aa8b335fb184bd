import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { products } from '@seal/shared';
import { ResourceTable } from '../../../components/resource-table/resource-table';
import { productsListKey, productsPageFetcher } from '../api/use-products';
import { useProductColumns } from './product-columns';

/** The product list (the catalogue or the archive): one ResourceTable synced to the URL. */
export function ProductTable({ archived, toolbar }: { archived: boolean; toolbar?: ReactNode }) {
  const { t } = useTranslation('products');
  const columns = useProductColumns();
  return (
    <ResourceTable<products.ProductRow>
      queryKey={productsListKey(archived)}
      fetcher={productsPageFetcher(archived)}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('list.search')}
      toolbar={toolbar}
      testId="products-table"
    />
  );
}
