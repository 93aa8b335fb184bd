import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@seal/shared/constants';
import { fieldTestId, PhoneItem, TextItem } from './fields';

/** Step 1: who fills the form; the e-mail becomes the first administrator's login. */
export function ApplicantStep() {
  const { t } = useTranslation('subscription');
  return (
    <>
      <TextItem path={['applicant', 'firstName']} autoComplete="given-name" />
      <TextItem path={['applicant', 'lastName']} autoComplete="family-name" />
      <TextItem path={['applicant', 'position']} autoComplete="organization-title" />
      <TextItem path={['applicant', 'email']} type="email" autoComplete="email" extra={t('help.email')} />
      <PhoneItem path={['applicant', 'phone']} />
      <Form.Item name={['applicant', 'language']} label={t('fields.language')} required>
        <Radio.Group data-testid={fieldTestId(['applicant', 'language'])}>
          {LANGUAGES.map((language) => (
            <Radio key={language} value={language}>
              {t(`languages.${language}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
    </>
  );
}
