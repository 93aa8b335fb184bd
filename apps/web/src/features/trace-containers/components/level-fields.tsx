import { useEffect } from 'react';
import { Col, Form, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { traceContainers } from '@seal/shared';

const { CONTAINER_CONTENT_TYPES, CONTAINER_LEVEL_MAX, CONTAINER_LEVEL_MIN, CONTAINER_QUANTITY_MAX } = traceContainers;

/**
 * Level, content type and quantities of a container model. Level 1 (an item) holds objects only:
 * choosing it sets the content type to objects and locks it.
 */
export function LevelFields() {
  const { t } = useTranslation('trace-containers');
  const form = Form.useFormInstance();
  const level = Form.useWatch<number | null>('level', form);
  const itemLevel = level === 1;

  useEffect(() => {
    if (itemLevel && form.getFieldValue('contentType') !== 'objects') form.setFieldValue('contentType', 'objects');
  }, [itemLevel, form]);

  return (
    <>
      <Form.Item name="level" label={t('model.level')} extra={t('model.levelHelp')} required>
        <InputNumber min={CONTAINER_LEVEL_MIN} max={CONTAINER_LEVEL_MAX} precision={0} data-testid="model-level" />
      </Form.Item>
      <Form.Item
        name="contentType"
        label={t('model.contentType')}
        extra={itemLevel ? t('model.itemObjectsOnly') : undefined}
        required
      >
        <Radio.Group
          disabled={itemLevel}
          options={CONTAINER_CONTENT_TYPES.map((type) => ({ value: type, label: t(`contentTypes.${type}`) }))}
          data-testid="model-content-type"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="minQuantity" label={t('model.minQuantity')} required>
            <InputNumber min={1} max={CONTAINER_QUANTITY_MAX} precision={0} data-testid="model-min" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxQuantity"
            label={t('model.maxQuantity')}
            extra={t('model.quantityHelp', { max: CONTAINER_QUANTITY_MAX })}
            required
          >
            <InputNumber min={1} max={CONTAINER_QUANTITY_MAX} precision={0} data-testid="model-max" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
