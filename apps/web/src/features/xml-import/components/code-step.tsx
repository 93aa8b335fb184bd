import { useState } from 'react';
import { MailOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@seal/shared';
import { isAppError } from '../../../api/app-error';
import { errorMessage } from '../../../api/error-message';
import { useRequestXmlImportCode } from '../api/request-xml-import-code';
import { useStartXmlImport } from '../api/start-xml-import';

/** A refused code: how many tries are left, or that a new code is needed. */
function codeError(t: (key: string, params?: Record<string, unknown>) => string, error: unknown) {
  const message = errorMessage(error);
  if (!isAppError(error)) return message;
  if (error.is(ERRORS.activation.invalidSecurityCode) && typeof error.params.triesLeft === 'number')
    return `${message} ${t('code.triesLeft', { count: error.params.triesLeft })}`;
  return message;
}

/**
 * Steps 3 and 4: a security code is e-mailed to the user for this import, typed, and the
 * activation starts. A code that expired, was used or was typed wrong too often asks for a new one.
 */
export function CodeStep({ importId, disabled }: { importId: string; disabled?: boolean }) {
  const { t, i18n } = useTranslation('xml-import');
  const [code, setCode] = useState('');
  const request = useRequestXmlImportCode();
  const start = useStartXmlImport();
  const sent = request.data;
  const needsNewCode =
    isAppError(start.error) && (start.error.is(ERRORS.activation.securityCodeExpired) || start.error.status === 429);

  const ask = () => {
    start.reset();
    setCode('');
    request.mutate(importId);
  };

  return (
    <Flex vertical gap="middle" data-testid="xml-code-step">
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('code.title')}
      </Typography.Title>
      <div>
        <Button
          type={sent ? 'default' : 'primary'}
          icon={<MailOutlined />}
          onClick={ask}
          loading={request.isPending}
          disabled={disabled}
          data-testid="xml-request-code"
        >
          {sent ? t('code.again') : t('code.request')}
        </Button>
      </div>
      {sent && (
        <Form
          layout="vertical"
          onFinish={() => start.mutate({ importId, challengeId: sent.challengeId, code })}
          style={{ maxWidth: 360 }}
        >
          <Alert
            type="info"
            showIcon
            title={t('code.sent', {
              to: sent.sentTo,
              time: new Date(sent.expiresAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }),
            })}
            style={{ marginBottom: 16 }}
            data-testid="xml-code-sent"
          />
          <Form.Item
            label={t('code.label')}
            validateStatus={start.isError ? 'error' : undefined}
            help={start.isError ? codeError(t, start.error) : undefined}
          >
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              disabled={needsNewCode}
              data-testid="xml-code"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlayCircleOutlined />}
            loading={start.isPending}
            disabled={code.length !== 6 || needsNewCode}
            data-testid="xml-start"
          >
            {t('code.start')}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
