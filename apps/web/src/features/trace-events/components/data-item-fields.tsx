import { Button, Card, Checkbox, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { products } from '@seal/shared';
import { ColourLevelSelect } from './colour-level';
import { ListItemsField } from './list-items-field';
import { LocalisedInputs } from './localised-inputs';

interface Props {
  index: number;
  onRemove: () => void;
}

/** One data item of a model: its label, format, AI tag and, as its format wants, choices or mask. */
export function DataItemFields({ index, onRemove }: Props) {
  const { t } = useTranslation('trace-events');
  const format = Form.useWatch(['items', index, 'format']) as products.DynamicDataFormat | undefined;
  return (
    <Card
      size="small"
      title={t('model.item', { position: index + 1 })}
      extra={
        <Button size="small" danger onClick={onRemove} data-testid={`item-${index}-remove`}>
          {t('actions.remove')}
        </Button>
      }
      data-testid={`item-${index}`}
    >
      <LocalisedInputs name={[index, 'label']} label={t('model.itemLabel')} testId={`item-${index}-label`} />
      <Flex gap="middle" wrap>
        <Form.Item name={[index, 'format']} label={t('model.format')} required>
          <Select
            style={{ minWidth: 200 }}
            options={products.DYNAMIC_DATA_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }))}
            data-testid={`item-${index}-format`}
          />
        </Form.Item>
        <Form.Item name={[index, 'aiTag']} label={t('model.aiTag')} required tooltip={t('model.aiTagHelp')}>
          <Input style={{ width: 140 }} maxLength={20} data-testid={`item-${index}-ai-tag`} />
        </Form.Item>
        <Form.Item name={[index, 'colourLevel']} label={t('model.colourLevel')}>
          <ColourLevelSelect testId={`item-${index}-colour`} />
        </Form.Item>
        {format === 'masked_text' && (
          <Form.Item name={[index, 'mask']} label={t('model.mask')} required tooltip={t('model.maskHelp')}>
            <Input style={{ width: 180 }} maxLength={45} data-testid={`item-${index}-mask`} />
          </Form.Item>
        )}
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name={[index, 'mandatory']} valuePropName="checked">
          <Checkbox data-testid={`item-${index}-mandatory`}>{t('model.mandatory')}</Checkbox>
        </Form.Item>
        {format === 'country' && (
          <Form.Item name={[index, 'targetCountry']} valuePropName="checked">
            <Checkbox data-testid={`item-${index}-target-country`}>{t('model.targetCountry')}</Checkbox>
          </Form.Item>
        )}
      </Flex>
      {format === 'list' && <ListItemsField itemIndex={index} />}
    </Card>
  );
}

/** The model's data items: added, removed, each with its fields. */
export function DataItemsField() {
  const { t } = useTranslation('trace-events');
  return (
    <Form.List name="items">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap="small">
          {fields.map((field) => (
            <DataItemFields key={field.key} index={field.name} onRemove={() => remove(field.name)} />
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            onClick={() =>
              add({ label: { en: '' }, format: 'text', aiTag: '', listItems: [], colourLevel: 0, mandatory: false })
            }
            data-testid="item-add"
          >
            {t('model.addItem')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
