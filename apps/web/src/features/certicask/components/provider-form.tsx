import { Button, Form, Input, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { certicask } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { caskKeys } from '../api/keys';
import { saveProvider } from '../api/providers';
import { listPath } from '../model/paths';

/** A service provider to add, or the stored one to edit. */
export function ProviderForm({ provider }: { provider?: certicask.Provider }) {
  const { t } = useTranslation('certicask');
  const navigate = useNavigate();
  const client = useQueryClient();
  const toList = () => void navigate(listPath('provider'));
  return (
    <ResourceForm
      schema={certicask.zProviderFields}
      mode={provider ? 'edit' : 'create'}
      initialValues={provider}
      onSubmit={(values) => saveProvider(values, provider?.id)}
      onSuccess={() => {
        void client.invalidateQueries({ queryKey: caskKeys.all });
        notify.success(t(provider ? 'provider.saved' : 'provider.created'));
        toList();
      }}
      actions={<Button onClick={toList}>{t('actions.back')}</Button>}
      testId="provider-form"
    >
      <Form.Item name="name" label={t('provider.name')} required>
        <Input autoComplete="off" data-testid="provider-name" />
      </Form.Item>
      <Form.Item name="activity" label={t('provider.activity')} required>
        <Select
          options={certicask.PROVIDER_ACTIVITIES.map((value) => ({
            value,
            label: t(`certificate.activities.${value}`, { ns: 'translation' }),
          }))}
          style={{ maxWidth: 320 }}
          data-testid="provider-activity"
        />
      </Form.Item>
      <Form.Item name="email" label={t('provider.email')}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('provider.phone')}>
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="address" label={t('provider.address')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </ResourceForm>
  );
}
