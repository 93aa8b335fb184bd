import { CountryItem, PhoneItem, TextItem } from './fields';

/** Step 5: where the seals are delivered. */
export function DeliveryStep() {
  return (
    <>
      <TextItem path={['delivery', 'recipient']} autoComplete="name" />
      <TextItem path={['delivery', 'address']} autoComplete="shipping street-address" />
      <TextItem path={['delivery', 'postalCode']} autoComplete="shipping postal-code" />
      <TextItem path={['delivery', 'town']} autoComplete="shipping address-level2" />
      <CountryItem path={['delivery', 'country']} />
      <PhoneItem path={['delivery', 'phone']} />
    </>
  );
}
