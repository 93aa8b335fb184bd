import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NUTRITION_BASES, NUTRITION_LIMITS } from '@seal/shared/contract/qrnutri';
import { NutrientInputs } from '../../../components/nutrition/nutrient-inputs';

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
      <NutrientInputs name={['nutrients']} />
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
