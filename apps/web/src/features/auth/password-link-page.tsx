import { useState } from 'react';
import { Alert, Button, Flex, Form, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ERRORS } from '@seal/shared';
import { AppError } from '../../api/app-error';
import { errorMessage } from '../../api/error-message';
import { PasswordInput } from '../../components/form-inputs';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { useCheckPasswordToken, type PasswordPurpose } from './api/check-password-token';
import { useSetPassword } from './api/set-password';
import { AuthLayout } from './auth-layout';
import { ZSetPasswordForm } from './schemas';

function LinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle" data-testid="password-link-invalid">
      <Alert type="error" showIcon title={errorMessage(error)} />
      <Link to="/login?forgot=1">{t('auth.password.askAgain')}</Link>
    </Flex>
  );
}

/** /resetPassword and /initPassword: one page, the link's purpose decides the wording. */
function PasswordLinkPage({ purpose }: { purpose: PasswordPurpose }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useCheckPasswordToken(token, purpose);
  const setPassword = useSetPassword();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const title = t(purpose === 'init' ? 'auth.password.initTitle' : 'auth.password.resetTitle');

  let body;
  if (!token) body = <LinkProblem error={new AppError(ERRORS.auth.linkInvalid)} />;
  else if (check.isPending) body = <Spin />;
  else if (check.isError) body = <LinkProblem error={check.error} />;
  else if (doneFor !== null) {
    body = (
      <Result
        status="success"
        title={t('auth.password.done')}
        extra={
          <Button type="primary" onClick={() => navigate('/login', { state: { email: doneFor } })}>
            {t('auth.password.toLogin')}
          </Button>
        }
        data-testid="password-set"
      />
    );
  } else {
    body = (
      <ResourceForm
        schema={ZSetPasswordForm}
        onSubmit={(values) => setPassword.mutateAsync({ token, purpose, ...values })}
        onSuccess={(result) => setDoneFor(result.email)}
        submitLabel={t('auth.password.submit')}
        testId="password-form"
      >
        <Typography.Paragraph>
          {t('auth.password.for', { email: check.data.email })}
          <br />
          <Typography.Text type="secondary">{t('auth.password.rule')}</Typography.Text>
        </Typography.Paragraph>
        <Form.Item name="password" label={t('auth.fields.newPassword')} required>
          <PasswordInput autoComplete="new-password" autoFocus data-testid="new-password" />
        </Form.Item>
        <Form.Item name="confirmation" label={t('auth.fields.confirmation')} required>
          <PasswordInput autoComplete="new-password" data-testid="confirm-password" />
        </Form.Item>
      </ResourceForm>
    );
  }
  return <AuthLayout title={title}>{body}</AuthLayout>;
}

export const ResetPasswordPage = () => <PasswordLinkPage purpose="reset" />;
export const InitPasswordPage = () => <PasswordLinkPage purpose="init" />;
