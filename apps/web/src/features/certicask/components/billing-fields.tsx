import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';

const TEXT_FIELDS = ['companyName', 'address', 'postalCode', 'town'] as const;

/** The billing fields of a licence order, every one required (spec 001 section 5). */
export function BillingFields() {
  const { t } = useTranslation('certicask');
  return (
    <fieldset className="cask-billing">
      <legend>{t('buy.billing')}</legend>
      {TEXT_FIELDS.map((field) => (
        <Form.Item key={field} name={['billing', field]} label={t(`billing.${field}`)} required>
          {field === 'address' ? (
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid={`billing-${field}`} />
          ) : (
            <Input autoComplete="off" data-testid={`billing-${field}`} />
          )}
        </Form.Item>
      ))}
      <Form.Item name={['billing', 'country']} label={t('billing.country')} required>
        <CountrySelect placeholder={t('billing.countryPlaceholder')} testId="billing-country" />
      </Form.Item>
      <Form.Item name={['billing', 'vatNumber']} label={t('billing.vatNumber')} required>
        <Input autoComplete="off" data-testid="billing-vatNumber" />
      </Form.Item>
      <Form.Item name={['billing', 'email']} label={t('billing.email')} required>
        <Input type="email" autoComplete="email" data-testid="billing-email" />
      </Form.Item>
      <Form.Item name={['billing', 'phone']} label={t('billing.phone')} required>
        <Input type="tel" autoComplete="tel" data-testid="billing-phone" />
      </Form.Item>
    </fieldset>
  );
}
