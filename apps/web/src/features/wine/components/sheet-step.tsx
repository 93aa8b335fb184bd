import { Checkbox, Form, Select, Switch, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@seal/shared';
import { IngredientsField } from '../../../components/nutrition/ingredients-field';
import { NutrientInputs } from '../../../components/nutrition/nutrient-inputs';

/**
 * Step 6, Product sheet: the wine's EU e-label, its public page. Nutrition per 100 ml (energy in
 * kJ and kcal), the ingredients in each language with their allergens, the language shown to a
 * consumer whose own it is not written in, and whether it is published.
 */
export function SheetStep() {
  const { t } = useTranslation('wine');
  const form = Form.useFormInstance();
  // The watch answers after the first render; the form's value is there from the start.
  const hasELabel = (Form.useWatch('hasELabel', { form, preserve: true }) ?? form.getFieldValue('hasELabel')) as
    boolean | undefined;
  return (
    <>
      <Form.Item name="hasELabel" label={t('sheet.hasELabel')} valuePropName="checked" extra={t('sheet.intro')}>
        <Switch data-testid="wine-has-elabel" />
      </Form.Item>
      {hasELabel && (
        <>
          <Typography.Title level={5}>{t('sheet.nutrition')}</Typography.Title>
          <NutrientInputs name={['eLabel', 'nutrients']} />
          <Typography.Title level={5}>{t('sheet.ingredients')}</Typography.Title>
          <Tabs
            items={LANGUAGES.map((language) => ({
              key: language,
              label: t(`languages.${language}`),
              forceRender: true,
              children: <IngredientsField language={language} name={['eLabel', 'ingredients', language]} />,
            }))}
          />
          <Form.Item
            name={['eLabel', 'defaultLanguage']}
            label={t('sheet.defaultLanguage')}
            extra={t('sheet.defaultLanguageHelp')}
          >
            <Select
              options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              data-testid="elabel-language"
            />
          </Form.Item>
          <Form.Item name={['eLabel', 'published']} valuePropName="checked" extra={t('sheet.publishedHelp')}>
            <Checkbox data-testid="elabel-published">{t('sheet.published')}</Checkbox>
          </Form.Item>
        </>
      )}
    </>
  );
}
