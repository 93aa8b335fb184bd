import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced';
import { useProductOptions } from '../api/use-product-options';

export interface ProductSelectProps {
  value?: string;
  onChange?: (productId: string) => void;
  /** Products that cannot be chosen (the container itself). */
  exclude?: readonly string[];
  /** Titles known already (the stored contents), shown before the search answers. */
  knownTitles: ReadonlyMap<string, string>;
  testId?: string;
}

/** One product of the catalogue, searched by title, GTIN, SKU or brand. */
export function ProductSelect({ value, onChange, exclude = [], knownTitles, testId }: ProductSelectProps) {
  const { t } = useTranslation('products');
  const [search, setSearch] = useState('');
  const options = useProductOptions(useDebounced(search));
  const rows = (options.data?.rows ?? []).filter((row) => !exclude.includes(row.id));
  const listed = new Map(rows.map((row) => [row.id, row.gtin ? `${row.title} · ${row.gtin}` : row.title]));
  if (value && !listed.has(value)) listed.set(value, knownTitles.get(value) ?? t('contents.loading'));

  return (
    <Select
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      loading={options.isFetching}
      options={[...listed].map(([id, label]) => ({ value: id, label }))}
      placeholder={t('contents.search')}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
