import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';

/** The test id of a field: `sub-company-vatNumber`. */
export const fieldTestId = (path: readonly string[]) => `sub-${path.join('-')}`;

const labelKey = (path: readonly string[]) => `fields.${path.at(-1)}`;

interface ItemProps {
  path: string[];
  /** The label's key under `fields.` when the last name of the path is not it. */
  label?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  /** A help line under the field. */
  extra?: string;
}

/** A required text field of the form; its rule is the step's shared schema (checked on Next). */
export function TextItem({ path, label, type = 'text', autoComplete, placeholder, extra }: ItemProps) {
  const { t } = useTranslation('subscription');
  return (
    <Form.Item name={path} label={t(label ? `fields.${label}` : labelKey(path))} extra={extra} required>
      <Input type={type} autoComplete={autoComplete} placeholder={placeholder} data-testid={fieldTestId(path)} />
    </Form.Item>
  );
}

export function PhoneItem({ path, autoComplete = 'tel' }: { path: string[]; autoComplete?: string }) {
  return <TextItem path={path} label="phone" type="tel" autoComplete={autoComplete} placeholder="+33 1 23 45 67 89" />;
}

export function CountryItem({ path, label }: { path: string[]; label?: string }) {
  const { t } = useTranslation('subscription');
  return (
    <Form.Item name={path} label={t(label ? `fields.${label}` : labelKey(path))} required>
      <CountrySelect placeholder={t('fields.countryPlaceholder')} testId={fieldTestId(path)} />
    </Form.Item>
  );
}
