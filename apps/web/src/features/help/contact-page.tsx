import { Alert, Card, Col, Descriptions, Form, Input, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { help } from '@seal/shared';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@seal/shared/contract/help';
import { notify } from '../../api/notify';
import { PageTitle } from '../../components/page-title';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { useSupportContact } from './api/get-support-contact';
import { sendSupportMessage } from './api/send-support-message';

const CONTACT_PATH = '/settings/contact';

/** The page a link to this one came from (router state `from`), named in the message; else this page. */
function sentFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : CONTACT_PATH;
}

/**
 * /settings/contact: the account's support contact (its company settings, what consumers see)
 * and a message form to the seal producer's support, mailed with the user, account and page.
 */
export default function ContactPage() {
  const { t } = useTranslation('help');
  const location = useLocation();
  const page = sentFrom(location.state);
  const contact = useSupportContact();
  const account = contact.data?.account;
  const producer = contact.data?.producerEmail ?? null;

  return (
    <>
      <PageTitle>{t('contact.title')}</PageTitle>
      {contact.isPending ? (
        <Skeleton active />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={10}>
            <Card title={t('contact.yourSupport')} data-testid="account-support">
              {account?.supportEmail || account?.supportUrl ? (
                <Descriptions column={1} size="small">
                  {account.businessName && (
                    <Descriptions.Item label={t('contact.company')}>{account.businessName}</Descriptions.Item>
                  )}
                  {account.supportEmail && (
                    <Descriptions.Item label={t('contact.email')}>
                      <a href={`mailto:${account.supportEmail}`}>{account.supportEmail}</a>
                    </Descriptions.Item>
                  )}
                  {account.supportUrl && (
                    <Descriptions.Item label={t('contact.url')}>
                      <a href={account.supportUrl} target="_blank" rel="noopener noreferrer">
                        {account.supportUrl}
                      </a>
                    </Descriptions.Item>
                  )}
                </Descriptions>
              ) : (
                <Typography.Paragraph>{t('contact.noSupport')}</Typography.Paragraph>
              )}
              <Typography.Paragraph type="secondary">{t('contact.yourSupportHint')}</Typography.Paragraph>
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card title={t('contact.formTitle')}>
              {producer ? (
                <>
                  <Typography.Paragraph>
                    {t('contact.producer')}: <a href={`mailto:${producer}`}>{producer}</a>
                  </Typography.Paragraph>
                  <Typography.Paragraph type="secondary">{t('contact.formHint', { page })}</Typography.Paragraph>
                  <ResourceForm
                    schema={help.zSupportMessageInput}
                    initialValues={{ page }}
                    onSubmit={sendSupportMessage}
                    onSuccess={() => notify.success(t('contact.sent'))}
                    submitLabel={t('contact.send')}
                    resetOnSuccess
                    testId="contact-form"
                  >
                    <Form.Item name="subject" label={t('contact.subject')} required>
                      <Input maxLength={SUPPORT_SUBJECT_MAX} data-testid="contact-subject" />
                    </Form.Item>
                    <Form.Item name="message" label={t('contact.message')} required>
                      <Input.TextArea
                        rows={6}
                        maxLength={SUPPORT_MESSAGE_MAX}
                        showCount
                        data-testid="contact-message"
                      />
                    </Form.Item>
                  </ResourceForm>
                </>
              ) : (
                <Alert type="info" showIcon title={t('contact.producerNone')} />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
