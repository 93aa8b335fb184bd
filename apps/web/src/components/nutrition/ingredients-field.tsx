import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@seal/shared';
import { EU_ALLERGENS, NUTRITION_LIMITS } from '@seal/shared/contract/qrnutri';

/**
 * The ingredients of one language, heaviest first: each a text and, when it is one of the 14 EU
 * allergens, which one (the public page emphasises it). `name` is the list's path in the form (the
 * nutrition sheet's `texts.<language>.ingredients`, the wine e-label's `eLabel.ingredients.<language>`).
 */
export function IngredientsField({ language, name }: { language: Language; name: (string | number)[] }) {
  const { t } = useTranslation();
  const allergens = EU_ALLERGENS.map((value) => ({ value, label: t(`nutrition.allergens.${value}`) }));
  return (
    <Form.List name={name}>
      {(rows, { add, remove, move }) => (
        <Flex vertical gap="small">
          <Typography.Text strong>{t('nutrition.ingredients')}</Typography.Text>
          <Typography.Text type="secondary">{t('nutrition.ingredientsHelp')}</Typography.Text>
          {rows.map((row, index) => (
            <Flex key={row.key} gap="small" wrap align="start" data-testid={`ingredient-${language}-${index}`}>
              <Form.Item name={[row.name, 'text']} style={{ flex: '2 1 12rem', marginBottom: 0 }}>
                <Input
                  aria-label={t('nutrition.ingredient', { n: index + 1 })}
                  maxLength={NUTRITION_LIMITS.ingredient}
                  data-testid="ingredient-text"
                />
              </Form.Item>
              <Form.Item name={[row.name, 'allergen']} style={{ flex: '1 1 10rem', marginBottom: 0 }}>
                <Select
                  aria-label={t('nutrition.allergen', { n: index + 1 })}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('nutrition.notAllergen')}
                  options={allergens}
                  data-testid="ingredient-allergen"
                />
              </Form.Item>
              <Button
                icon={<ArrowUpOutlined />}
                aria-label={t('nutrition.up')}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <Button
                icon={<ArrowDownOutlined />}
                aria-label={t('nutrition.down')}
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('nutrition.removeIngredient')}
                onClick={() => remove(index)}
              />
            </Flex>
          ))}
          <ListError name={name} />
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ text: '', allergen: null })}
            disabled={rows.length >= NUTRITION_LIMITS.ingredients}
            data-testid={`add-ingredient-${language}`}
            style={{ alignSelf: 'start' }}
          >
            {t('nutrition.addIngredient')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** The list's own error (none listed, a language without ingredients), set by the form's check. */
function ListError({ name }: { name: (string | number)[] }) {
  const form = Form.useFormInstance();
  return (
    <Form.Item noStyle shouldUpdate>
      {() =>
        form.getFieldError(name).map((error) => (
          <Typography.Text key={error} type="danger" data-testid="ingredients-error">
            {error}
          </Typography.Text>
        ))
      }
    </Form.Item>
  );
}
