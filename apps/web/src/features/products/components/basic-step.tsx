import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, products, type Language } from '@seal/shared';
import { useRights } from '../../../api/session';
import { MediaPicker } from '../../../components/media-picker/media-picker';
import { productTypeOptions } from '../options';
import { Gs1Prefill } from './gs1-prefill';

/** Step 1: the GS1 prefill, the default language with its title and description, codes, brand, type and image. */
export function BasicStep({ hidden }: { hidden: ReadonlySet<string> }) {
  const { t } = useTranslation('products');
  const rights = useRights();
  const form = Form.useFormInstance();
  const language = (Form.useWatch('defaultLanguage', { form, preserve: true }) as Language | undefined) ?? 'en';

  return (
    <>
      <Gs1Prefill hidden={hidden} />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="defaultLanguage" label={t('fields.defaultLanguage')} required>
            <Select
              options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              data-testid="product-default-language"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name={['texts', language, 'title']}
            label={t('fields.titleIn', { language: t(`languages.${language}`) })}
            extra={t('hints.title')}
            required
          >
            <Input maxLength={products.PRODUCT_TITLE_MAX} data-testid="product-title" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name={['texts', language, 'description']}
            label={t('fields.descriptionIn', { language: t(`languages.${language}`) })}
            required
          >
            <Input.TextArea
              rows={3}
              maxLength={products.PRODUCT_DESCRIPTION_MAX}
              showCount
              data-testid="product-description"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gtin" label={t('fields.gtin')} extra={t('hints.gtin')}>
            <Input inputMode="numeric" maxLength={14} data-testid="product-gtin" />
          </Form.Item>
        </Col>
        {!hidden.has('sku') && (
          <Col xs={24} md={12}>
            <Form.Item name="sku" label={t('fields.sku')} extra={t('hints.sku')}>
              <Input maxLength={products.PRODUCT_SKU_MAX} data-testid="product-sku" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="brand" label={t('fields.brand')}>
            <Input maxLength={100} data-testid="product-brand" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('fields.type')} required>
            <Select options={productTypeOptions(t)} data-testid="product-type" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="imageId" label={t('fields.image')}>
        <MediaPicker canUpload={rights['prod.create'] || rights['prod.edit']} testId="product-image" />
      </Form.Item>
    </>
  );
}
