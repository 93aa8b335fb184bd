import { useState } from 'react';
import { Alert, Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form-inputs';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { useResetPwd } from './api/reset-pwd';
import { ZForgotPasswordForm } from './schemas';

/** Asks for a reset link. The answer never tells whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const resetPwd = useResetPwd();
  const [sent, setSent] = useState(false);
  const back = (
    <Button type="link" onClick={onBack} data-testid="back-to-login">
      {t('auth.forgot.back')}
    </Button>
  );

  if (sent) {
    return (
      <Flex vertical gap="middle">
        <Alert type="success" showIcon title={t('auth.forgot.sent')} data-testid="reset-sent" />
        {back}
      </Flex>
    );
  }
  return (
    <ResourceForm
      schema={ZForgotPasswordForm}
      onSubmit={(values) => resetPwd.mutateAsync(values)}
      onSuccess={() => setSent(true)}
      submitLabel={t('auth.forgot.submit')}
      actions={back}
      testId="forgot-form"
    >
      <p>{t('auth.forgot.intro')}</p>
      <Form.Item name="email" label={t('auth.fields.email')} required>
        <TextInput type="email" autoComplete="username" autoFocus data-testid="forgot-email" />
      </Form.Item>
    </ResourceForm>
  );
}
