import { Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NUTRIENTS, type Nutrient } from '@seal/shared/contract/qrnutri';

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

/**
 * The eight lines of a nutrition declaration (energy in kJ and kcal, then grams), under `name`
 * in the form: the nutrition sheet's `nutrients`, the wine e-label's `eLabel.nutrients`.
 */
export function NutrientInputs({ name }: { name: (string | number)[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      {NUTRIENTS.map((nutrient) => (
        <Col key={nutrient} xs={12} md={6}>
          <Form.Item name={[...name, nutrient]} label={t(`nutrition.nutrients.${nutrient}`)} required>
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
  );
}
