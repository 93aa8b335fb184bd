import { useMemo, type CSSProperties } from 'react';
import { Select } from 'antd';
import { currentLanguage } from '../i18n';
import { countryOptions } from '../lib/countries';

export interface CountrySelectProps {
  value?: string | null;
  onChange?: (code: string | null) => void;
  /** What the empty select says, in the words of the screen using it. */
  placeholder: string;
  testId?: string;
  style?: CSSProperties;
}

/** A country searched by its name in the interface's language; the value is its ISO 3166 code. */
export function CountrySelect({ value, onChange, placeholder, testId, style }: CountrySelectProps) {
  const language = currentLanguage();
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <Select
      value={value ?? undefined}
      onChange={(code: string | undefined) => onChange?.(code ?? null)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={placeholder}
      data-testid={testId}
      style={style}
    />
  );
}
