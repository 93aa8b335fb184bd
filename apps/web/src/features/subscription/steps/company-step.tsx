import { useTranslation } from 'react-i18next';
import { CountryItem, TextItem } from './fields';

/** Step 2: the company, with the VAT and address rules of spec 001. */
export function CompanyStep() {
  const { t } = useTranslation('subscription');
  return (
    <>
      <TextItem path={['company', 'name']} label="companyName" autoComplete="organization" />
      <TextItem path={['company', 'registrationNumber']} />
      <CountryItem path={['company', 'country']} />
      <TextItem path={['company', 'vatNumber']} extra={t('help.vatNumber')} placeholder="FR40303265045" />
      <TextItem path={['company', 'address']} autoComplete="street-address" />
      <TextItem path={['company', 'postalCode']} autoComplete="postal-code" />
      <TextItem path={['company', 'town']} autoComplete="address-level2" />
      <TextItem path={['company', 'website']} type="url" placeholder="https://" />
    </>
  );
}
