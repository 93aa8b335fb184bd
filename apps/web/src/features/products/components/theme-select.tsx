import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeOptions } from '../api/use-theme-options';

/**
 * The display template: one of the account's themes, or the default page (''). A stored value
 * the list lacks (a theme since deleted) still shows, as its id, until another is chosen.
 */
export function ThemeSelect({ value, onChange }: { value?: string | null; onChange?: (value: string) => void }) {
  const { t } = useTranslation('products');
  const options = useThemeOptions();
  const themes = (options.data ?? []).map((theme) => ({
    value: theme.id,
    label: theme.legacy ? `${theme.title} (${t('hints.oldTheme')})` : theme.title,
  }));
  return (
    <Select
      value={value ?? ''}
      onChange={onChange}
      loading={options.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      options={[{ value: '', label: t('hints.defaultPage') }, ...themes]}
      data-testid="product-template"
    />
  );
}
