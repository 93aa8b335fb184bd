import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { products } from '@seal/shared';
import { DYNAMIC_DATA_MAX_ITEMS } from '@seal/shared/products/dynamic-data';
import { formatOptions } from '../options';

const NEW_ITEM = { label: '', format: 'text', mask: null, values: [], mandatory: false, public: false };

/** One dynamic data item: its format decides whether it takes a mask or a list of values. */
function ItemFields({ name, onRemove }: { name: number; onRemove: () => void }) {
  const { t } = useTranslation('products');
  const form = Form.useFormInstance();
  const format = Form.useWatch(['dynamicData', name, 'format'], form) as products.DynamicDataFormat | undefined;
  return (
    <Card
      size="small"
      data-testid="dynamic-item"
      extra={<Button type="text" icon={<DeleteOutlined />} aria-label={t('dynamic.remove')} onClick={onRemove} />}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'label']} label={t('dynamic.label')} required>
            <Input maxLength={45} data-testid="dynamic-label" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'format']} label={t('dynamic.format')} required>
            <Select options={formatOptions(t)} data-testid="dynamic-format" />
          </Form.Item>
        </Col>
        {format === 'masked_text' && (
          <Col xs={24} md={12}>
            <Form.Item name={[name, 'mask']} label={t('dynamic.mask')} extra={t('dynamic.maskHint')} required>
              <Input maxLength={45} data-testid="dynamic-mask" />
            </Form.Item>
          </Col>
        )}
        {format === 'list' && (
          <Col xs={24}>
            <Form.Item name={[name, 'values']} label={t('dynamic.values')} extra={t('dynamic.valuesHint')} required>
              <Select mode="tags" open={false} tokenSeparators={[';']} data-testid="dynamic-values" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item name={[name, 'mandatory']} valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox data-testid="dynamic-mandatory">{t('dynamic.mandatory')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name={[name, 'public']}
            valuePropName="checked"
            extra={t('dynamic.publicHint')}
            style={{ marginBottom: 0 }}
          >
            <Checkbox data-testid="dynamic-public">{t('dynamic.public')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The fields a product asks for at activation (prod.dynamic_data). */
export function DynamicDataEditor() {
  const { t } = useTranslation('products');
  return (
    <Form.Item label={t('fields.dynamicData')} extra={t('dynamic.hint')}>
      <Form.List name="dynamicData">
        {(items, { add, remove }, { errors }) => (
          <Flex vertical gap="small" data-testid="dynamic-data">
            {items.length === 0 && <Typography.Text type="secondary">{t('dynamic.empty')}</Typography.Text>}
            {items.map((item) => (
              <ItemFields key={item.key} name={item.name} onRemove={() => remove(item.name)} />
            ))}
            {items.length < DYNAMIC_DATA_MAX_ITEMS && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ ...NEW_ITEM })}
                style={{ alignSelf: 'flex-start' }}
                data-testid="dynamic-add"
              >
                {t('dynamic.add')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
