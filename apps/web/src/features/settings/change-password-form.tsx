import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { useChangePassword } from './api/change-password';
import { ZChangePasswordForm } from './schemas';

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const changePassword = useChangePassword();
  return (
    <ResourceForm
      schema={ZChangePasswordForm}
      onSubmit={(values) => changePassword.mutateAsync(values)}
      onSuccess={() => notify.success(t('password.changed'))}
      submitLabel={t('password.submit')}
      resetOnSuccess
      testId="change-password-form"
    >
      <Typography.Paragraph type="secondary">{t('auth.password.rule')}</Typography.Paragraph>
      <Form.Item name="current" label={t('password.current')} required>
        <Input.Password autoComplete="current-password" data-testid="password-current" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.fields.newPassword')} required>
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item name="confirmation" label={t('auth.fields.confirmation')} required>
        <Input.Password autoComplete="new-password" data-testid="password-confirmation" />
      </Form.Item>
    </ResourceForm>
  );
}
