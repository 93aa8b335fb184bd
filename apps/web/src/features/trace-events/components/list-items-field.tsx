import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalisedInputs } from './localised-inputs';

/** The choices of a list item, each with a label per language (a list needs at least one). */
export function ListItemsField({ itemIndex }: { itemIndex: number }) {
  const { t } = useTranslation('trace-events');
  return (
    <Form.List name={[itemIndex, 'listItems']}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4}>
          {fields.map((field, position) => (
            <Flex key={field.key} gap="small" align="end">
              <LocalisedInputs
                name={[field.name, 'label']}
                label={t('model.listItem', { position: position + 1 })}
                testId={`item-${itemIndex}-choice-${position}`}
              />
              <Button onClick={() => remove(field.name)} aria-label={t('model.removeChoice')}>
                {t('actions.remove')}
              </Button>
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Button onClick={() => add({ label: { en: '' } })} data-testid={`item-${itemIndex}-add-choice`}>
            {t('model.addChoice')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
