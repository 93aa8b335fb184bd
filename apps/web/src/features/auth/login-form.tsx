import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput, TextInput } from '../../components/form-inputs';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { useLogin } from './api/login';
import { ZLoginForm } from './schemas';

export function LoginForm({
  email,
  onForgot,
  onLoggedIn,
}: {
  email?: string;
  onForgot: () => void;
  onLoggedIn: () => void;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  return (
    <ResourceForm
      schema={ZLoginForm}
      initialValues={email ? { email } : undefined}
      onSubmit={(values) => login.mutateAsync(values)}
      onSuccess={onLoggedIn}
      submitLabel={t('auth.login.submit')}
      actions={
        <Button type="link" onClick={onForgot} data-testid="forgot-password-link">
          {t('auth.login.forgot')}
        </Button>
      }
      testId="login-form"
    >
      <Form.Item name="email" label={t('auth.fields.email')} required>
        <TextInput type="email" autoComplete="username" autoFocus data-testid="login-email" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.fields.password')} required>
        <PasswordInput autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
    </ResourceForm>
  );
}
