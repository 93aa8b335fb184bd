import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { currentLanguage } from '../../../i18n';
import { orgaKeys } from '../api/keys';
import { findProducts, getProductTitle } from '../api/use-products';

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
  const language = currentLanguage();
  return (
    <RemoteSelect
      mode="multiple"
      value={value}
      onChange={onChange}
      queryKey={[...orgaKeys.products, 'options', language]}
      search={async (text, signal) =>
        (await findProducts(text, signal)).rows.map((row) => ({
          value: row.id,
          label: row.gtin ? `${row.title} · ${row.gtin}` : row.title,
        }))
      }
      labelOf={{
        queryKey: (productId) => [...orgaKeys.products, 'title', productId, language],
        fetch: getProductTitle,
      }}
      placeholder={t('sites.searchProducts')}
      testId="site-products"
    />
  );
}
