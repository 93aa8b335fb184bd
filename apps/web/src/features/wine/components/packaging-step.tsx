import { Col, Form, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CASE_TYPES, UNITS_PER_CARTON, wine } from '@seal/shared';

/** Step 3, Packaging: the bottle, how many a carton holds (1, 2, 3, 6, 12, 24) and in what, the closure. */
export function PackagingStep() {
  const { t } = useTranslation('wine');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="bottleVolumeMl" label={t('fields.bottleVolume')} required>
          <Select
            options={wine.BOTTLE_VOLUMES_ML.map((value) => ({ value, label: `${value / 10} cl` }))}
            data-testid="wine-bottle"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="unitsPerCarton" label={t('fields.unitsPerCarton')} required>
          <Select
            options={UNITS_PER_CARTON.map((value) => ({ value, label: String(value) }))}
            data-testid="wine-units"
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="caseType" label={t('fields.caseType')} required>
          <Radio.Group
            options={CASE_TYPES.map((value) => ({ value, label: t(`caseTypes.${value}`) }))}
            data-testid="wine-case"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="closure" label={t('fields.closure')}>
          <Select
            allowClear
            options={wine.CLOSURES.map((value) => ({ value, label: t(`closures.${value}`) }))}
            data-testid="wine-closure"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
