import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { currentLanguage } from '../../../i18n';
import { productKeys } from '../api/keys';
import { findProducts } from '../api/use-products';

export interface ProductSelectProps {
  value?: string;
  onChange?: (productId: string) => void;
  /** Products that cannot be chosen (the container itself). */
  exclude?: readonly string[];
  /** Titles known already (the stored contents), shown before the search answers. */
  knownTitles: ReadonlyMap<string, string>;
  testId?: string;
}

/** One product of the catalogue (not archived), searched by title, GTIN, SKU or brand. */
export function ProductSelect({ value, onChange, exclude = [], knownTitles, testId }: ProductSelectProps) {
  const { t } = useTranslation('products');
  const language = currentLanguage();
  return (
    <RemoteSelect
      value={value}
      onChange={onChange}
      queryKey={[...productKeys.options, language]}
      search={async (text, signal) => {
        const page = await findProducts(
          {
            page: 1,
            size: 20,
            ...(text ? { search: text } : {}),
            sort: { field: 'title', order: 'asc' },
            filters: { archived: false },
            language,
          },
          signal,
        );
        return page.rows.map((row) => ({ value: row.id, label: row.gtin ? `${row.title} · ${row.gtin}` : row.title }));
      }}
      known={knownTitles}
      exclude={exclude}
      placeholder={t('contents.search')}
      testId={testId}
    />
  );
}
