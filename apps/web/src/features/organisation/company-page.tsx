import { Card, Col, Divider, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, organisation } from '@seal/shared';
import { notify } from '../../api/notify';
import { PageTitle } from '../../components/page-title';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { currentLanguage } from '../../i18n';
import { useCompanySettings } from './api/use-company-settings';
import { useUpdateCompanySettings } from './api/use-update-company-settings';
import { QueryState } from './components/query-state';
import { formatDateTime } from './format';

function countryOptions() {
  const names = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  return [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Every company setting of spec 000 section 3; only the business name is required. */
function CompanyForm({ settings }: { settings: organisation.CompanySettings }) {
  const { t } = useTranslation('organisation');
  const update = useUpdateCompanySettings();
  const { updatedAt, businessName, ...values } = settings;
  const text = (name: keyof typeof settings, label: string, required = false) => (
    <Form.Item name={name} label={t(label)} required={required}>
      <Input data-testid={`company-${name}`} />
    </Form.Item>
  );
  return (
    <ResourceForm
      schema={organisation.zCompanySettingsInput}
      mode="edit"
      initialValues={{ ...values, businessName: businessName ?? '' }}
      onSubmit={(input) => update.mutateAsync(input)}
      onSuccess={() => notify.success(t('company.saved'))}
      testId="company-form"
    >
      {updatedAt && (
        <Typography.Paragraph type="secondary">
          {t('company.updatedAt', { date: formatDateTime(updatedAt) })}
        </Typography.Paragraph>
      )}
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Divider titlePlacement="start">{t('company.identity')}</Divider>
          {text('businessName', 'company.businessName', true)}
          {text('registerNumbers', 'company.registerNumbers')}
          <Form.Item name="vatNumber" label={t('company.vatNumber')} extra={t('company.vatHint')}>
            <Input data-testid="company-vatNumber" />
          </Form.Item>
          <Form.Item name="vatZone" label={t('company.vatZone')}>
            <Select
              allowClear
              options={organisation.VAT_ZONES.map((zone) => ({ value: zone, label: t(`vatZones.${zone}`) }))}
            />
          </Form.Item>
          <Divider titlePlacement="start">{t('company.support')}</Divider>
          {text('supportEmail', 'company.supportEmail')}
          {text('supportUrl', 'company.supportUrl')}
          {text('inactiveRedirectUrl', 'company.inactiveRedirectUrl')}
          {text('errorUrl', 'company.errorUrl')}
        </Col>
        <Col xs={24} lg={12}>
          <Divider titlePlacement="start">{t('company.addresses')}</Divider>
          <Form.Item name="headOfficeAddress" label={t('company.headOfficeAddress')}>
            <Input.TextArea autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item name="deliveryAddress" label={t('company.deliveryAddress')}>
            <Input.TextArea autoSize={{ minRows: 2 }} />
          </Form.Item>
          {text('postalCode', 'company.postalCode')}
          {text('town', 'company.town')}
          {text('region', 'company.region')}
          <Form.Item name="country" label={t('company.country')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={countryOptions()} />
          </Form.Item>
        </Col>
      </Row>
    </ResourceForm>
  );
}

/** /settings/mycompany (cerv.cerv_admin) */
export default function CompanyPage() {
  const { t } = useTranslation('organisation');
  const settings = useCompanySettings();
  return (
    <>
      <PageTitle>{t('routes.myCompany')}</PageTitle>
      <Card>
        <QueryState query={settings}>{(data) => <CompanyForm settings={data} />}</QueryState>
      </Card>
    </>
  );
}
