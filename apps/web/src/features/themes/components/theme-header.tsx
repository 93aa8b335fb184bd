import { Flex, Form, Input, Segmented, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_LANGUAGES, THEME_TITLE_MAX, type ThemeLanguage } from '@seal/shared/themes/document';

export interface ThemeHeaderValues {
  title: string;
  language: ThemeLanguage;
  multilingual: boolean;
}

/**
 * The theme's own fields above either editor: title, language (what a consumer whose language
 * the theme lacks sees) and the multilingual switch; with it, which language's page is edited.
 */
export function ThemeHeader({
  values,
  onChange,
  titleError,
  editing,
  onEditing,
  languagesWithPage,
}: {
  values: ThemeHeaderValues;
  onChange: (values: ThemeHeaderValues) => void;
  titleError?: string | undefined;
  editing: ThemeLanguage;
  onEditing: (language: ThemeLanguage) => void;
  languagesWithPage: readonly ThemeLanguage[];
}) {
  const { t } = useTranslation('themes');
  const languageOptions = THEME_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }));
  return (
    <Flex gap="middle" wrap align="flex-end">
      <Form layout="vertical" component="div" style={{ display: 'contents' }}>
        <Form.Item
          label={t('fields.title')}
          required
          validateStatus={titleError ? 'error' : undefined}
          help={titleError}
          style={{ marginBottom: 0, minWidth: 240, flex: '1 1 240px' }}
        >
          <Input
            value={values.title}
            maxLength={THEME_TITLE_MAX}
            onChange={(event) => onChange({ ...values, title: event.target.value })}
            data-testid="theme-title"
          />
        </Form.Item>
        <Form.Item label={t('fields.language')} style={{ marginBottom: 0 }}>
          <Select<ThemeLanguage>
            value={values.language}
            options={languageOptions}
            onChange={(language) => onChange({ ...values, language })}
            style={{ width: 140 }}
            data-testid="theme-language"
          />
        </Form.Item>
        <Form.Item label={t('fields.multilingual')} style={{ marginBottom: 0 }}>
          <Switch
            checked={values.multilingual}
            onChange={(multilingual) => onChange({ ...values, multilingual })}
            data-testid="theme-multilingual"
          />
        </Form.Item>
      </Form>
      {values.multilingual && (
        <Flex vertical gap={4}>
          <span>{t('editor.editing')}</span>
          <Segmented<ThemeLanguage>
            value={editing}
            onChange={onEditing}
            options={THEME_LANGUAGES.map((code) => ({
              value: code,
              label: languagesWithPage.includes(code) ? code.toUpperCase() : `${code.toUpperCase()} +`,
              title: t(`languages.${code}`),
            }))}
            data-testid="theme-editing-language"
          />
        </Flex>
      )}
    </Flex>
  );
}
