import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The secret of a webhook, shown once (after creation or renewal): the server never shows it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      open={secret !== null}
      title={t('secret.title')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type="warning" showIcon message={t('secret.once')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: secret ?? '' }} code data-testid="webhook-secret">
        {secret}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('secret.verify')}</Typography.Paragraph>
    </Modal>
  );
}
