import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CELLAR_MATERIALS, wine } from '@seal/shared';

/** Step 2, Vinification: the harvest, how the wine was made and aged, its alcohol and sugar. */
export function VinificationStep() {
  const { t } = useTranslation('wine');
  const { WINE_LIMITS } = wine;
  return (
    <>
      <Form.Item name="harvest" label={t('fields.harvest')}>
        <Select
          allowClear
          options={wine.HARVEST_METHODS.map((value) => ({ value, label: t(`harvest.${value}`) }))}
          data-testid="wine-harvest"
        />
      </Form.Item>
      <Form.Item name="vinification" label={t('fields.vinification')}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={WINE_LIMITS.prose}
          showCount
          data-testid="wine-vinification"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="ageingMaterial" label={t('fields.ageingMaterial')}>
            <Select
              allowClear
              options={CELLAR_MATERIALS.map((value) => ({ value, label: t(`materials.${value}`) }))}
              data-testid="wine-ageing-material"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="ageingMonths"
            label={t('fields.ageingMonths')}
            extra={t('help.range', { min: 0, max: WINE_LIMITS.ageingMonthsMax })}
          >
            <InputNumber
              min={0}
              max={WINE_LIMITS.ageingMonthsMax}
              precision={0}
              style={{ width: '100%' }}
              data-testid="wine-ageing-months"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="alcohol"
            label={t('fields.alcohol')}
            extra={t('help.range', { min: 0, max: WINE_LIMITS.alcoholMax })}
          >
            <InputNumber
              min={0}
              max={WINE_LIMITS.alcoholMax}
              step={0.5}
              suffix="% vol"
              style={{ width: '100%' }}
              data-testid="wine-alcohol"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="residualSugar"
            label={t('fields.residualSugar')}
            extra={t('help.range', { min: 0, max: WINE_LIMITS.residualSugarMax })}
          >
            <InputNumber
              min={0}
              max={WINE_LIMITS.residualSugarMax}
              suffix="g/l"
              style={{ width: '100%' }}
              data-testid="wine-sugar"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
