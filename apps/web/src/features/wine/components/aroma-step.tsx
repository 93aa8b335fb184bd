import { Checkbox, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { wine } from '@seal/shared';

const { servingTemperature } = wine.WINE_LIMITS;

/** Step 5, Aromatic profile: its aromas, tasting notes, food pairing and serving temperatures. */
export function AromaStep() {
  const { t } = useTranslation('wine');
  const prose = { autoSize: { minRows: 3, maxRows: 8 }, maxLength: wine.WINE_LIMITS.prose, showCount: true } as const;
  return (
    <>
      <Form.Item name="aromas" label={t('fields.aromas')}>
        <Checkbox.Group
          options={wine.AROMAS.map((value) => ({ value, label: t(`aromas.${value}`) }))}
          data-testid="wine-aromas"
        />
      </Form.Item>
      <Form.Item name="tastingNotes" label={t('fields.tastingNotes')}>
        <Input.TextArea {...prose} data-testid="wine-tasting" />
      </Form.Item>
      <Form.Item name="foodPairing" label={t('fields.foodPairing')}>
        <Input.TextArea {...prose} data-testid="wine-pairing" />
      </Form.Item>
      <Row gutter={16}>
        {(['servingTemperatureMin', 'servingTemperatureMax'] as const).map((name) => (
          <Col key={name} xs={12}>
            <Form.Item
              name={name}
              label={t(`fields.${name}`)}
              extra={t('help.range', { min: servingTemperature.min, max: servingTemperature.max })}
            >
              <InputNumber
                min={servingTemperature.min}
                max={servingTemperature.max}
                precision={0}
                suffix="°C"
                style={{ width: '100%' }}
                data-testid={`wine-${name}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
