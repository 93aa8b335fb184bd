import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify';
import { PICKER_LANGUAGES, type SessionInfo } from '@seal/shared';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { switchLanguage } from '../../i18n';
import { useUpdatePreferences } from './api/update-preferences';
import { ZProfileForm } from './schemas';

export function ProfileForm({ user }: { user: SessionInfo['user'] }) {
  const { t } = useTranslation('settings');
  const update = useUpdatePreferences('inline');
  const languages = PICKER_LANGUAGES.includes(user.language) ? PICKER_LANGUAGES : [...PICKER_LANGUAGES, user.language];

  return (
    <ResourceForm
      schema={ZProfileForm}
      mode="edit"
      initialValues={{ firstName: user.firstName, lastName: user.lastName, language: user.language }}
      onSubmit={(values) => update.mutateAsync(values)}
      onSuccess={(_result, values) => {
        void switchLanguage(values.language);
        notify.success(t('profile.saved'));
      }}
      testId="profile-form"
    >
      <Form.Item label={t('auth.fields.email')} htmlFor="profile-email">
        <Input id="profile-email" value={user.email} disabled data-testid="profile-email" />
      </Form.Item>
      <Form.Item name="firstName" label={t('profile.firstName')} required>
        <Input autoComplete="given-name" data-testid="profile-first-name" />
      </Form.Item>
      <Form.Item name="lastName" label={t('profile.lastName')} required>
        <Input autoComplete="family-name" data-testid="profile-last-name" />
      </Form.Item>
      <Form.Item name="language" label={t('profile.language')} required>
        <Select
          options={languages.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
          data-testid="profile-language"
        />
      </Form.Item>
    </ResourceForm>
  );
}
