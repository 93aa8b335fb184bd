import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CCP_LENGTH, products } from '@seal/shared';
import { captchaOptions, ccpTypeOptions } from '../options';
import { emptyToUndefined } from '../product-form-values';

/** Step 5: captcha, CCP and its control key, suspect and fraudulent thresholds. */
export function SecurityStep({ hidden }: { hidden: ReadonlySet<string> }) {
  const { t } = useTranslation('products');
  const form = Form.useFormInstance();
  const ccpType = Form.useWatch('ccpType', form) as string | undefined;
  const threshold = (name: 'suspectThreshold' | 'fraudulentThreshold', testId: string) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={t(`fields.${name}`)} normalize={emptyToUndefined} required>
        <InputNumber
          min={0}
          max={products.PRODUCT_THRESHOLD_MAX}
          precision={0}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={16}>
      {!hidden.has('captcha') && (
        <Col xs={24} md={12}>
          <Form.Item name="captcha" label={t('fields.captcha')} extra={t('hints.captcha')}>
            <Select options={captchaOptions(t)} data-testid="product-captcha" />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="ccpType" label={t('fields.ccpType')} extra={t('hints.ccpType')}>
          <Select options={ccpTypeOptions(t)} allowClear placeholder={t('ccpTypes.none')} data-testid="product-ccp" />
        </Form.Item>
      </Col>
      {ccpType === 'manual' && (
        <Col xs={24} md={12}>
          <Form.Item name="controlKey" label={t('fields.controlKey')} extra={t('hints.controlKey')} required>
            <Input maxLength={CCP_LENGTH} data-testid="product-control-key" />
          </Form.Item>
        </Col>
      )}
      {!hidden.has('suspectThreshold') && (
        <>
          <Col xs={24}>
            <Typography.Paragraph type="secondary">{t('hints.thresholds')}</Typography.Paragraph>
          </Col>
          {threshold('suspectThreshold', 'product-suspect')}
          {threshold('fraudulentThreshold', 'product-fraudulent')}
        </>
      )}
    </Row>
  );
}
