import { Col, DatePicker, Form, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';

const DAY = 'YYYY-MM-DD';

/** Where the sealed goods go and when they are delivered; both may stay empty. */
export function DestinationStep() {
  const { t } = useTranslation('activation');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="targetCountry" label={t('fields.targetCountry')} extra={t('destination.countryHint')}>
          <CountrySelect testId="target-country" placeholder={t('fields.anyCountry')} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="deliveryDate"
          label={t('fields.deliveryDate')}
          getValueProps={(value?: string | null) => ({ value: value ? dayjs(value, DAY) : null })}
          normalize={(day: Dayjs | null) => (day ? day.format(DAY) : null)}
        >
          <DatePicker format={DAY} style={{ width: '100%' }} data-testid="delivery-date" />
        </Form.Item>
      </Col>
    </Row>
  );
}
