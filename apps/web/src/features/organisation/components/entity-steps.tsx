import { Checkbox, Descriptions, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, organisation, type Application } from '@seal/shared';

/** Step 1: who the entity is. */
export function EntityDataStep() {
  const { t } = useTranslation('organisation');
  return (
    <>
      <Form.Item name="name" label={t('entities.name')} required>
        <Input data-testid="entity-name" />
      </Form.Item>
      <Form.Item name="registrationNumber" label={t('entities.registrationNumber')}>
        <Input data-testid="entity-registration" />
      </Form.Item>
      <Form.Item name="vatNumber" label={t('company.vatNumber')} extra={t('company.vatHint')}>
        <Input data-testid="entity-vat" />
      </Form.Item>
      <Form.Item name="vatZone" label={t('company.vatZone')}>
        <Select
          allowClear
          options={organisation.VAT_ZONES.map((zone) => ({ value: zone, label: t(`vatZones.${zone}`) }))}
        />
      </Form.Item>
      <Form.Item name="address" label={t('entities.address')} required>
        <Input.TextArea autoSize={{ minRows: 2 }} data-testid="entity-address" />
      </Form.Item>
      <Form.Item name="deliveryAddress" label={t('company.deliveryAddress')}>
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
    </>
  );
}

/** Step 2: the applications; the console itself ('auth') is always part of it. */
export function ApplicationsStep({ available }: { available: readonly Application[] }) {
  const { t } = useTranslation('organisation');
  return (
    <Form.Item name="applications" label={t('entities.applications')} extra={t('entities.applicationsHint')}>
      <Checkbox.Group
        options={available.map((application) => ({
          value: application,
          label: t(`applications.${application}`),
          disabled: application === 'auth',
        }))}
        data-testid="entity-applications"
      />
    </Form.Item>
  );
}

/** Step 3: the legal representative, who becomes the entity's first administrator. */
export function RepresentativeStep() {
  const { t } = useTranslation('organisation');
  return (
    <>
      <Form.Item name={['legalRepresentative', 'firstName']} label={t('users.firstName')} required>
        <Input data-testid="entity-rep-first-name" />
      </Form.Item>
      <Form.Item name={['legalRepresentative', 'lastName']} label={t('users.lastName')} required>
        <Input data-testid="entity-rep-last-name" />
      </Form.Item>
      <Form.Item
        name={['legalRepresentative', 'email']}
        label={t('users.email')}
        required
        extra={t('entities.representativeHint')}
      >
        <Input type="email" data-testid="entity-rep-email" />
      </Form.Item>
      <Form.Item name="language" label={t('users.language')} required>
        <Select options={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))} />
      </Form.Item>
    </>
  );
}

/** Step 4: everything once more before the all-or-nothing creation. */
export function SummaryStep() {
  const { t } = useTranslation('organisation');
  const values = Form.useFormInstance().getFieldsValue(true) as Partial<organisation.EntityDetail> & {
    applications?: Application[];
    legalRepresentative?: { firstName?: string; lastName?: string; email?: string };
  };
  const rep = values.legalRepresentative;
  return (
    <Descriptions bordered size="small" column={1} style={{ marginBottom: 24 }} data-testid="entity-summary">
      <Descriptions.Item label={t('entities.name')}>{values.name}</Descriptions.Item>
      <Descriptions.Item label={t('entities.registrationNumber')}>{values.registrationNumber}</Descriptions.Item>
      <Descriptions.Item label={t('company.vatNumber')}>{values.vatNumber}</Descriptions.Item>
      <Descriptions.Item label={t('entities.address')}>{values.address}</Descriptions.Item>
      <Descriptions.Item label={t('entities.applications')}>
        {(values.applications ?? []).map((application) => t(`applications.${application}`)).join(', ')}
      </Descriptions.Item>
      <Descriptions.Item label={t('entities.legalRepresentative')}>
        {rep && `${rep.firstName ?? ''} ${rep.lastName ?? ''} <${rep.email ?? ''}>`}
      </Descriptions.Item>
    </Descriptions>
  );
}
