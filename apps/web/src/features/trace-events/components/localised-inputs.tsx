import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@seal/shared';

interface Props {
  /** The antd name path of the localised text ({en, fr, zh}). */
  name: (string | number)[];
  label: string;
  testId: string;
}

/** A text in each language of the console: English is mandatory, the others fall back to it. */
export function LocalisedInputs({ name, label, testId }: Props) {
  const { t } = useTranslation('trace-events');
  return (
    <Form.Item label={label} required style={{ marginBottom: 0 }}>
      <Space wrap align="start">
        {LANGUAGES.map((language) => (
          <Form.Item key={language} name={[...name, language]}>
            <Input
              prefix={language.toUpperCase()}
              placeholder={language === 'en' ? t('model.englishRequired') : t('model.fallsBack')}
              aria-label={`${label} (${t(`languages.${language}`)})`}
              data-testid={`${testId}-${language}`}
            />
          </Form.Item>
        ))}
      </Space>
    </Form.Item>
  );
}
