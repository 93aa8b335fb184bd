import { useEffect, type ReactNode } from 'react';
import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { activation } from '@seal/shared';
import { errorMessage } from '../../api/error-message';
import type { Challenge } from './challenge';

export interface SecurityCodeFieldProps {
  /** What the code confirms ("To confirm the activation of 12 seals, a code is e-mailed..."). */
  intro: ReactNode;
  /** E-mails a code bound to the request. */
  requestCode: () => Promise<activation.CodeRequest>;
  /** The request's key (requestKey): a code asked for another request is no use. */
  inputKey: string;
  challenge: Challenge | null;
  onChallenge: (challenge: Challenge) => void;
}

/**
 * The e-mailed security code of a wizard's last step (activation, cancellation, quotation
 * request): the user asks for it, sees where it went and until when, may ask for another, and
 * types its 6 digits in the form's `code` field.
 */
export function SecurityCodeField({ intro, requestCode, inputKey, challenge, onChallenge }: SecurityCodeFieldProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const current = challenge?.for === inputKey ? challenge : null;
  const send = useMutation({
    mutationFn: requestCode,
    meta: { errorDisplay: 'inline' },
    onSuccess: (request) => {
      form.setFieldValue('code', '');
      onChallenge({ request, for: inputKey, triesLeft: request.triesLeft, expired: false });
    },
  });
  // A code typed for another request (the user went back and changed it) is no use.
  useEffect(() => {
    if (!current) form.setFieldValue('code', '');
  }, [current, form]);

  const sendButton = (label: string, primary: boolean) => (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<MailOutlined />}
      loading={send.isPending}
      onClick={() => send.mutate()}
      data-testid="send-code"
    >
      {label}
    </Button>
  );
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));

  return (
    <Flex vertical gap="middle" style={{ marginBottom: 24 }}>
      <Typography.Paragraph style={{ margin: 0 }}>{intro}</Typography.Paragraph>
      {send.isError && <Alert type="error" showIcon title={errorMessage(send.error)} data-testid="send-code-error" />}
      {!current && <div>{sendButton(t('securityCode.send'), true)}</div>}
      {current && !current.expired && (
        <Alert
          type="info"
          showIcon
          title={t('securityCode.sent', { address: current.request.sentTo, time: time(current.request.expiresAt) })}
          description={t('securityCode.tries', { count: current.triesLeft })}
          action={sendButton(t('securityCode.resend'), false)}
          data-testid="code-sent"
        />
      )}
      {current?.expired && (
        <Alert
          type="warning"
          showIcon
          title={t('securityCode.expired')}
          action={sendButton(t('securityCode.resend'), true)}
          data-testid="code-expired"
        />
      )}
      {current && !current.expired && (
        <Form.Item name="code" label={t('securityCode.label')} required style={{ marginBottom: 0 }}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            style={{ maxWidth: 160, letterSpacing: '0.3em', fontFamily: 'monospace' }}
            data-testid="security-code"
          />
        </Form.Item>
      )}
    </Flex>
  );
}
