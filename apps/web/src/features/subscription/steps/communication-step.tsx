import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldTestId } from './fields';

const Tick = ({ path, label }: { path: string[]; label: string }) => (
  <Form.Item name={path} valuePropName="checked" required>
    <Checkbox data-testid={fieldTestId(path)}>{label}</Checkbox>
  </Form.Item>
);

/** Step 6: news, how the brand heard of us, then certify the form and accept the terms. */
export function CommunicationStep() {
  const { t } = useTranslation('subscription');
  return (
    <>
      <Form.Item name={['communication', 'newsletter']} valuePropName="checked">
        <Checkbox data-testid={fieldTestId(['communication', 'newsletter'])}>{t('fields.newsletter')}</Checkbox>
      </Form.Item>
      <Form.Item name={['communication', 'referrer']} label={t('fields.referrer')}>
        <Input data-testid={fieldTestId(['communication', 'referrer'])} />
      </Form.Item>
      <Tick path={['communication', 'certifyAccuracy']} label={t('fields.certifyAccuracy')} />
      <Tick path={['communication', 'acceptTerms']} label={t('fields.acceptTerms')} />
    </>
  );
}
