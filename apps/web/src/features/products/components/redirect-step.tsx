import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@seal/shared';

/** Step 4 (prod.custom_lang_url): where a consultation in each language is sent. */
export function RedirectStep() {
  const { t } = useTranslation('products');
  return (
    <>
      <Typography.Paragraph type="secondary">{t('hints.redirects')}</Typography.Paragraph>
      {LANGUAGES.map((language) => (
        <Form.Item
          key={language}
          name={['redirectUrls', language]}
          label={t('fields.redirectUrl', { language: t(`languages.${language}`) })}
        >
          <Input type="url" placeholder="https://" data-testid={`product-redirect-${language}`} />
        </Form.Item>
      ))}
    </>
  );
}
