import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhoneItem, TextItem } from './fields';

function Contact({ role }: { role: 'billing' | 'technical' }) {
  const { t } = useTranslation('subscription');
  return (
    <>
      <Typography.Title level={5}>{t(`contacts.${role}`)}</Typography.Title>
      <TextItem path={['contacts', role, 'name']} label="contactName" />
      <TextItem path={['contacts', role, 'email']} label="email" type="email" />
      <PhoneItem path={['contacts', role, 'phone']} autoComplete="off" />
    </>
  );
}

/** Step 3: who receives the invoices, and who the technical questions. */
export function ContactsStep() {
  return (
    <>
      <Contact role="billing" />
      <Contact role="technical" />
    </>
  );
}
