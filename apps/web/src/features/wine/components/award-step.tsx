import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { wine } from '@seal/shared';

/** Step 4, Award: the medals the wine won, each with its competition and year. */
export function AwardStep() {
  const { t } = useTranslation('wine');
  return (
    <Form.List name="medals">
      {(rows, { add, remove }) => (
        <>
          {rows.length === 0 && <Empty description={t('fields.noMedal')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          {rows.map((row, index) => (
            <Row key={row.key} gutter={8} align="top" data-testid={`medal-${index}`}>
              <Col xs={24} md={11}>
                <Form.Item name={[row.name, 'competition']} label={t('fields.competition')} required>
                  <Input maxLength={45} data-testid="medal-competition" />
                </Form.Item>
              </Col>
              <Col xs={10} md={5}>
                <Form.Item name={[row.name, 'year']} label={t('fields.year')} required>
                  <InputNumber
                    min={wine.WINE_LIMITS.vintageMin}
                    precision={0}
                    style={{ width: '100%' }}
                    data-testid="medal-year"
                  />
                </Form.Item>
              </Col>
              <Col xs={10} md={6}>
                <Form.Item name={[row.name, 'medal']} label={t('fields.medal')} required>
                  <Select
                    options={wine.MEDALS.map((value) => ({ value, label: t(`medals.${value}`) }))}
                    data-testid="medal-kind"
                  />
                </Form.Item>
              </Col>
              <Col xs={4} md={2} style={{ paddingTop: 30 }}>
                <Button icon={<DeleteOutlined />} aria-label={t('fields.removeMedal')} onClick={() => remove(index)} />
              </Col>
            </Row>
          ))}
          <Form.Item>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ competition: '', year: new Date().getFullYear(), medal: 'gold' })}
              disabled={rows.length >= wine.WINE_LIMITS.medals}
              data-testid="medal-add"
            >
              {t('fields.addMedal')}
            </Button>
          </Form.Item>
        </>
      )}
    </Form.List>
  );
}
