import { useEffect } from 'react';
import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { activation } from '@seal/shared';
import { errorMessage } from '../../../api/error-message';
import { currentLanguage } from '../../../i18n';
import type { SealFlow } from '../api/seal-flow';
import { formatCount, formatTime } from '../model/format';

/** The code e-mailed for one request: what the step shows and the submit sends. */
export interface Challenge {
  request: activation.CodeRequest;
  /** The request it was asked for (its key): another request needs another code. */
  for: string;
  triesLeft: number;
  /** Expired, used up by wrong tries, or refused by the server as such (104): a new one is needed. */
  expired: boolean;
}

export interface CodeStepProps<I> {
  flow: SealFlow<I>;
  input: I;
  inputKey: string;
  /** Seals the request writes (from the verification). */
  count: number;
  challenge: Challenge | null;
  onChallenge: (challenge: Challenge) => void;
}

/**
 * The security code: the user asks for it (e-mailed to them, valid 10 minutes, 5 tries), sees
 * where it went and until when, may ask for another, and types its 6 digits.
 */
export function CodeStep<I>({ flow, input, inputKey, count, challenge, onChallenge }: CodeStepProps<I>) {
  const { t } = useTranslation('activation');
  const form = Form.useFormInstance();
  const language = currentLanguage();
  const current = challenge?.for === inputKey ? challenge : null;
  const send = useMutation({
    mutationFn: () => flow.requestCode(input),
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

  return (
    <Flex vertical gap="middle" style={{ marginBottom: 24 }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t(`code.intro.${flow.kind}`, { count, total: formatCount(count, language) })}
      </Typography.Paragraph>
      {send.isError && <Alert type="error" showIcon title={errorMessage(send.error)} data-testid="send-code-error" />}
      {!current && <div>{sendButton(t('code.send'), true)}</div>}
      {current && !current.expired && (
        <Alert
          type="info"
          showIcon
          title={t('code.sent', {
            address: current.request.sentTo,
            time: formatTime(current.request.expiresAt, language),
          })}
          description={t('code.tries', { count: current.triesLeft })}
          action={sendButton(t('code.resend'), false)}
          data-testid="code-sent"
        />
      )}
      {current?.expired && (
        <Alert
          type="warning"
          showIcon
          title={t('code.expired')}
          action={sendButton(t('code.resend'), true)}
          data-testid="code-expired"
        />
      )}
      {current && !current.expired && (
        <Form.Item name="code" label={t('fields.code')} required style={{ marginBottom: 0 }}>
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
