import { Checkbox, Form, Input, Select, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@seal/shared';
import { NUTRITION_LIMITS } from '@seal/shared/contract/qrnutri';
import { IngredientsField } from '../../../components/nutrition/ingredients-field';

/** The languages the sheet is written in, its default one, and a tab per language. */
export function LanguageTexts() {
  const { t } = useTranslation('qrnutri');
  const chosen = (Form.useWatch('languages') as Language[] | undefined) ?? [];
  const written = LANGUAGES.filter((language) => chosen.includes(language));
  return (
    <>
      <Form.Item name="languages" label={t('form.languages')} required>
        <Checkbox.Group
          options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          data-testid="sheet-languages"
        />
      </Form.Item>
      <Form.Item
        name="defaultLanguage"
        label={t('form.defaultLanguage')}
        tooltip={t('form.defaultLanguageHelp')}
        required
      >
        <Select
          options={written.map((value) => ({ value, label: t(`languages.${value}`) }))}
          style={{ maxWidth: '16rem' }}
          data-testid="sheet-default-language"
        />
      </Form.Item>
      <Tabs
        items={written.map((language) => ({
          key: language,
          label: t(`languages.${language}`),
          forceRender: true,
          children: (
            <>
              <Form.Item name={['texts', language, 'name']} label={t('form.name')} required>
                <Input maxLength={NUTRITION_LIMITS.name} data-testid={`sheet-name-${language}`} />
              </Form.Item>
              <IngredientsField language={language} name={['texts', language, 'ingredients']} />
            </>
          ),
        }))}
      />
    </>
  );
}
