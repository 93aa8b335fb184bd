import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CELLAR_MATERIALS, certicask } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { saveContainer } from '../api/containers';
import { caskKeys } from '../api/keys';
import { useProviderOptions } from '../api/providers';
import { listPath } from '../model/paths';

/** A cellar container to add, or the stored one to edit; its maker is one of the service providers. */
export function ContainerForm({ container }: { container?: certicask.CellarContainer }) {
  const { t } = useTranslation('certicask');
  const navigate = useNavigate();
  const client = useQueryClient();
  const providers = useProviderOptions();
  const toList = () => void navigate(listPath('container'));
  return (
    <ResourceForm
      schema={certicask.zCellarContainerFields}
      mode={container ? 'edit' : 'create'}
      initialValues={container}
      onSubmit={(values) => saveContainer(values, container?.id)}
      onSuccess={() => {
        void client.invalidateQueries({ queryKey: caskKeys.all });
        notify.success(t(container ? 'container.saved' : 'container.created'));
        toList();
      }}
      actions={<Button onClick={toList}>{t('actions.back')}</Button>}
      testId="container-form"
    >
      <Form.Item name="name" label={t('container.name')} required>
        <Input autoComplete="off" data-testid="container-name" />
      </Form.Item>
      <Form.Item name="capacityLitres" label={t('container.capacity')} required>
        <InputNumber
          min={0}
          max={certicask.CELLAR_CAPACITY_MAX}
          suffix="l"
          style={{ width: '100%', maxWidth: 240 }}
          data-testid="container-capacity"
        />
      </Form.Item>
      <Form.Item name="material" label={t('container.material')} required>
        <Select
          options={CELLAR_MATERIALS.map((value) => ({
            value,
            label: t(`certificate.materials.${value}`, { ns: 'translation' }),
          }))}
          style={{ maxWidth: 320 }}
          data-testid="container-material"
        />
      </Form.Item>
      <Form.Item name="identifier" label={t('container.identifier')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="providerId" label={t('container.maker')}>
        <Select
          allowClear
          loading={providers.isPending}
          options={(providers.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name }))}
          style={{ maxWidth: 320 }}
          data-testid="container-maker"
        />
      </Form.Item>
      <Form.Item name="year" label={t('container.year')}>
        <InputNumber min={1800} max={2200} precision={0} style={{ maxWidth: 160 }} />
      </Form.Item>
    </ResourceForm>
  );
}
