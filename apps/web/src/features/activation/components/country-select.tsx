import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { countryOptions } from '../model/format';

export interface CountrySelectProps {
  value?: string | null;
  onChange?: (code: string | null) => void;
  placeholder?: string;
  testId?: string;
}

/** A country searched by its name in the interface's language; the value is its ISO 3166 code. */
export function CountrySelect({ value, onChange, placeholder, testId }: CountrySelectProps) {
  const { t } = useTranslation('activation');
  const language = currentLanguage();
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <Select
      value={value ?? undefined}
      onChange={(code: string | undefined) => onChange?.(code ?? null)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={placeholder ?? t('fields.anyCountry')}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
