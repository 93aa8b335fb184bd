import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { products } from '@seal/shared';
import { resolverModeOptions, tagRotationOptions } from '../options';
import { emptyToUndefined } from '../product-form-values';
import { ContentsEditor } from './contents-editor';
import { CountrySelect } from '../../../components/country-select';
import { DynamicDataEditor } from './dynamic-data-editor';
import { ThemeSelect } from './theme-select';

export interface AdditionalStepProps {
  hidden: ReadonlySet<string>;
  /** The product edited, which cannot contain itself. */
  productId?: string;
  /** Titles of the products the container holds already, before the search loads them. */
  contentTitles: ReadonlyMap<string, string>;
}

/** Step 2: validity, country, display, resolver, product page, container contents, dynamic data. */
export function AdditionalStep({ hidden, productId, contentTitles }: AdditionalStepProps) {
  const { t } = useTranslation('products');
  const form = Form.useFormInstance();
  const isContainer = Form.useWatch('isContainer', form) === true;

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="validityDays"
            label={t('fields.validityDays')}
            extra={t('hints.validityDays')}
            normalize={emptyToUndefined}
            required
          >
            <InputNumber
              min={1}
              max={products.PRODUCT_VALIDITY_MAX_DAYS}
              precision={0}
              style={{ width: '100%' }}
              data-testid="product-validity"
            />
          </Form.Item>
        </Col>
        {!hidden.has('targetCountry') && (
          <Col xs={24} md={12}>
            <Form.Item name="targetCountry" label={t('fields.targetCountry')}>
              <CountrySelect testId="product-country" placeholder={t('hints.anyCountry')} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="tagRotation" label={t('fields.tagRotation')}>
            <Select options={tagRotationOptions(t)} data-testid="product-rotation" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="resolverMode" label={t('fields.resolverMode')}>
            <Select options={resolverModeOptions(t)} data-testid="product-resolver" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="displayTemplate" label={t('fields.displayTemplate')} extra={t('hints.displayTemplate')}>
            <ThemeSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="productPageUrl" label={t('fields.productPageUrl')}>
            <Input type="url" placeholder="https://" data-testid="product-page-url" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="isContainer"
        label={t('fields.isContainer')}
        valuePropName="checked"
        extra={t('hints.isContainer')}
      >
        <Switch data-testid="product-container" />
      </Form.Item>
      {isContainer && <ContentsEditor productId={productId} knownTitles={contentTitles} />}
      {!hidden.has('dynamicData') && <DynamicDataEditor />}
    </>
  );
}
