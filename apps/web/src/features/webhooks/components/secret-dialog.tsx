import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The secret of a webhook, shown once (after creation or renewal): the server never shows it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      open={secret !== null}
      title={t('secret.title')}
      onCancel={onClose}
      // Nothing of the secret stays in the page once the dialog is closed.
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="webhook-secret-close">
          {t('secret.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={t('secret.once')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: secret ?? '' }} code data-testid="webhook-secret">
        {secret}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('secret.verify')}</Typography.Paragraph>
    </Modal>
  );
}
