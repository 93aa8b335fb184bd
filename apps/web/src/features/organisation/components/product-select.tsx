import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced';
import { useProductTitles } from '../api/use-product-titles';
import { useProducts } from '../api/use-products';

export interface ProductSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * Picks the products of a site, searched in the catalogue. A product is in one site at most:
 * placing it here takes it out of its previous site (the hint says so).
 */
export function ProductSelect({ value = [], onChange }: ProductSelectProps) {
  const { t } = useTranslation('organisation');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search);
  const products = useProducts(debounced, true);
  const listed = new Map((products.data?.rows ?? []).map((row) => [row.id, row.title]));
  const titles = useProductTitles(products.data ? value.filter((id) => !listed.has(id)) : []);

  const options = new Map<string, { value: string; label: string }>();
  for (const id of value)
    options.set(id, { value: id, label: listed.get(id) ?? titles.get(id) ?? t('sites.productLoading') });
  for (const row of products.data?.rows ?? []) {
    options.set(row.id, { value: row.id, label: row.gtin ? `${row.title} · ${row.gtin}` : row.title });
  }

  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      loading={products.isFetching}
      options={[...options.values()]}
      placeholder={t('sites.searchProducts')}
      data-testid="site-products"
      style={{ width: '100%' }}
    />
  );
}
