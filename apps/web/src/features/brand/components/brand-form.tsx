import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand, LANGUAGES } from '@seal/shared';
import { notify } from '../../../api/notify';
import { useRights } from '../../../api/session';
import { MediaPicker } from '../../../components/media-picker/media-picker';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useSaveBrand } from '../api/use-save-brand';
import { SocialNetworks } from './social-networks';

const valuesOf = (saved: brand.Brand | null): brand.BrandInput =>
  saved
    ? {
        name: saved.name,
        history: saved.history,
        ownerFirstName: saved.ownerFirstName,
        ownerLastName: saved.ownerLastName,
        contact: saved.contact,
        phone: saved.phone,
        email: saved.email,
        website: saved.website,
        socialNetworks: saved.socialNetworks,
        logoId: saved.logoId,
        languages: saved.languages,
      }
    : { name: '', socialNetworks: [], logoId: null, languages: ['en'] };

/** The brand form (ZBrandInput): who the brand is, how consumers reach it, its logo and languages. */
export function BrandForm({ saved }: { saved: brand.Brand | null }) {
  const { t } = useTranslation('brand');
  const rights = useRights();
  const save = useSaveBrand();
  const text = (name: keyof brand.BrandInput, testId: string, type?: string) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={t(`fields.${name}`)} required={name === 'name'}>
        <Input type={type} data-testid={testId} />
      </Form.Item>
    </Col>
  );

  return (
    <ResourceForm
      schema={brand.ZBrandInput}
      mode={saved ? 'edit' : 'create'}
      initialValues={valuesOf(saved)}
      onSubmit={(values) => save.mutateAsync(values)}
      onSuccess={() => notify.success(t('saved'))}
      submitLabel={t('save')}
      testId="brand-form"
    >
      <Row gutter={16}>
        {text('name', 'brand-name')}
        {text('contact', 'brand-contact')}
        {text('ownerFirstName', 'brand-owner-first-name')}
        {text('ownerLastName', 'brand-owner-last-name')}
        {text('phone', 'brand-phone', 'tel')}
        {text('email', 'brand-email', 'email')}
        {text('website', 'brand-website', 'url')}
        <Col xs={24} md={12}>
          <Form.Item name="languages" label={t('fields.languages')} extra={t('hints.languages')} required>
            <Select
              mode="multiple"
              options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              data-testid="brand-languages"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="history" label={t('fields.history')}>
        <Input.TextArea rows={5} maxLength={brand.BRAND_HISTORY_MAX} showCount data-testid="brand-history" />
      </Form.Item>
      <Form.Item name="logoId" label={t('fields.logo')}>
        <MediaPicker canUpload={rights['prod.create'] || rights['prod.edit']} testId="brand-logo" />
      </Form.Item>
      <SocialNetworks />
    </ResourceForm>
  );
}
