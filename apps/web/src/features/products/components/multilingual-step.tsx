import { Badge, Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, products, type Language } from '@seal/shared';

const fieldsOf = (language: Language) => [
  ['texts', language, 'title'],
  ['texts', language, 'description'],
];

/** Step 3: the title and description in each language, one tab per language. */
export function MultilingualStep() {
  const { t } = useTranslation('products');
  const form = Form.useFormInstance();
  const defaultLanguage = (Form.useWatch('defaultLanguage', { form, preserve: true }) as Language | undefined) ?? 'en';

  return (
    // Re-rendered on every change of the form, so a tab shows when one of its fields is in error.
    <Form.Item noStyle shouldUpdate>
      {() => (
        <Tabs
          defaultActiveKey={defaultLanguage}
          items={LANGUAGES.map((language) => ({
            key: language,
            forceRender: true, // every language's fields exist, so their errors can be shown
            label: (
              <Badge dot={form.getFieldsError(fieldsOf(language)).some((field) => field.errors.length > 0)}>
                <span data-testid={`texts-tab-${language}`}>
                  {t(`languages.${language}`)}
                  {language === defaultLanguage ? ` (${t('fields.default')})` : ''}
                </span>
              </Badge>
            ),
            children: (
              <>
                <Form.Item
                  name={['texts', language, 'title']}
                  label={t('fields.title')}
                  required={language === defaultLanguage}
                >
                  <Input maxLength={products.PRODUCT_TITLE_MAX} data-testid={`product-title-${language}`} />
                </Form.Item>
                <Form.Item
                  name={['texts', language, 'description']}
                  label={t('fields.description')}
                  required={language === defaultLanguage}
                >
                  <Input.TextArea
                    rows={5}
                    maxLength={products.PRODUCT_DESCRIPTION_MAX}
                    showCount
                    data-testid={`product-description-${language}`}
                  />
                </Form.Item>
              </>
            ),
          }))}
        />
      )}
    </Form.Item>
  );
}
