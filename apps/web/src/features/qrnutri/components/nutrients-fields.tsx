import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NUTRIENTS, NUTRITION_BASES, NUTRITION_LIMITS, type Nutrient } from '@seal/shared/contract/qrnutri';

const UNITS: Record<Nutrient, string> = {
  energyKj: 'kJ',
  energyKcal: 'kcal',
  fat: 'g',
  saturates: 'g',
  carbohydrate: 'g',
  sugars: 'g',
  protein: 'g',
  salt: 'g',
};

/** The declaration: per 100 g or 100 ml, its eight lines, and an optional portion. */
export function NutrientsFields() {
  const { t } = useTranslation('qrnutri');
  const basis = Form.useWatch('basis') as string | undefined;
  return (
    <>
      <Form.Item name="basis" label={t('form.basis')} required>
        <Radio.Group
          optionType="button"
          options={NUTRITION_BASES.map((value) => ({ value, label: t(`basis.${value}`) }))}
          data-testid="sheet-basis"
        />
      </Form.Item>
      <Row gutter={16}>
        {NUTRIENTS.map((nutrient) => (
          <Col key={nutrient} xs={12} md={6}>
            <Form.Item name={['nutrients', nutrient]} label={t(`nutrients.${nutrient}`)} required>
              <InputNumber
                min={0}
                step={0.1}
                suffix={UNITS[nutrient]}
                style={{ width: '100%' }}
                data-testid={`nutrient-${nutrient}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name={['portion', 'size']} label={t('form.portionSize')} tooltip={t('form.portionHelp')}>
            <InputNumber
              min={0}
              suffix={basis === '100ml' ? 'ml' : 'g'}
              style={{ width: '100%' }}
              data-testid="portion-size"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={['portion', 'label']} label={t('form.portionLabel')}>
            <Input maxLength={NUTRITION_LIMITS.portionLabel} placeholder={t('form.portionLabelHint')} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
