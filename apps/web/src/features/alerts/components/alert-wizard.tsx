import { Checkbox, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANOMALY_KINDS } from '@seal/shared';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { Wizard, type WizardStep } from '../../../components/wizard/wizard';
import { currentLanguage } from '../../../i18n';
import { searchProducts } from '../../../components/remote-select/search-products';
import { alertKeys, createAlert } from '../api/alerts-api';
import { RecipientsInput } from './recipients-input';
import { checkRecipients, checkTarget, limitSchema, recipientsSchema, targetSchema } from '../model/alert-steps';

function TargetStep() {
  const { t } = useTranslation('alerts');
  const type = Form.useWatch<string | undefined>('type');
  return (
    <>
      <Form.Item name="name" label={t('fields.name')} required>
        <Input maxLength={200} data-testid="alert-name" />
      </Form.Item>
      <Form.Item name="type" label={t('fields.type')} required>
        <Radio.Group data-testid="alert-type">
          <Radio value="product" data-testid="alert-type-product">
            {t('types.product')}
          </Radio>
          <Radio value="range" data-testid="alert-type-range">
            {t('types.range')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      {type === 'product' ? (
        <Form.Item name="productId" label={t('fields.product')} required>
          <RemoteSelect
            queryKey={[...alertKeys.productOptions, currentLanguage()]}
            search={searchProducts}
            placeholder={t('fields.productSearch')}
            testId="alert-product"
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="firstReference" label={t('fields.firstReference')} required>
            <Input maxLength={40} data-testid="alert-first" />
          </Form.Item>
          <Form.Item name="lastReference" label={t('fields.lastReference')} required>
            <Input maxLength={40} data-testid="alert-last" />
          </Form.Item>
        </>
      )}
    </>
  );
}

function LimitStep() {
  const { t } = useTranslation('alerts');
  return (
    <>
      <Form.Item name="limit" label={t('fields.limit')} extra={t('fields.limitHelp')} required>
        <InputNumber min={0} precision={0} style={{ width: 200 }} data-testid="alert-limit" />
      </Form.Item>
      <Form.Item name="targetCountry" valuePropName="checked">
        <Checkbox data-testid="alert-target-country">{t('fields.targetCountry')}</Checkbox>
      </Form.Item>
      <Form.Item name="anomalyKinds" label={t('fields.anomalyKinds')} extra={t('fields.anomalyKindsHelp')}>
        <Checkbox.Group
          options={ANOMALY_KINDS.map((kind) => ({ value: kind, label: t(`anomalies.${kind}`) }))}
          data-testid="alert-anomalies"
        />
      </Form.Item>
    </>
  );
}

function RecipientsStep() {
  const { t } = useTranslation('alerts');
  const list = (name: 'to' | 'cc' | 'bcc', required = false) => (
    <Form.Item name={name} label={t(`fields.${name}`)} extra={t('fields.recipientsHelp')} required={required}>
      <RecipientsInput testId={`alert-${name}`} />
    </Form.Item>
  );
  return (
    <>
      {list('to', true)}
      {list('cc')}
      {list('bcc')}
    </>
  );
}

/** The 3 steps of /security/alertCreate: what is watched, when it alerts, who is mailed. */
export function AlertWizard({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('alerts');
  const steps: WizardStep[] = [
    { key: 'target', title: t('steps.target'), schema: targetSchema, check: checkTarget, content: <TargetStep /> },
    { key: 'limit', title: t('steps.limit'), schema: limitSchema, content: <LimitStep /> },
    {
      key: 'recipients',
      title: t('steps.recipients'),
      schema: recipientsSchema,
      check: checkRecipients,
      content: <RecipientsStep />,
    },
  ];
  return (
    <Wizard
      steps={steps}
      initialValues={{ type: 'product', limit: 0, targetCountry: false, anomalyKinds: [], to: [], cc: [], bcc: [] }}
      onSubmit={(values) => createAlert(values as never)}
      onSuccess={onDone}
      onCancel={onCancel}
      submitLabel={t('create')}
      testId="alert-wizard"
    />
  );
}
