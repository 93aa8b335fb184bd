import { Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { webhooks } from '@seal/shared';
import type { WebhookRow } from '@seal/shared/contract/webhooks';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { createWebhook, updateWebhook, webhookKeys } from '../api/webhooks';

/** Registers a webhook (`row` null) or edits one; a registration answers the secret, shown once. */
export function WebhookDialog({
  open,
  row,
  onClose,
  onSecret,
}: {
  open: boolean;
  row: WebhookRow | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const client = useQueryClient();
  const fields = (
    <>
      <Form.Item name="url" label={t('form.url')} required extra={t('form.urlHint')}>
        <Input autoComplete="off" spellCheck={false} placeholder="https://" data-testid="webhook-url" />
      </Form.Item>
      <Form.Item name="events" label={t('form.events')} required>
        <Checkbox.Group
          options={webhooks.WEBHOOK_EVENTS.map((event) => ({ value: event, label: t(`events.${event}`) }))}
          data-testid="webhook-events"
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
        <Switch data-testid="webhook-enabled" />
      </Form.Item>
    </>
  );
  const done = async () => {
    await client.invalidateQueries({ queryKey: webhookKeys.all });
    onClose();
  };
  return (
    <Modal
      open={open}
      title={row ? t('form.editTitle') : t('form.createTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <ResourceForm
          schema={webhooks.update.input.omit({ webhookId: true })}
          mode="edit"
          initialValues={{ url: row.url, events: row.events, enabled: row.enabled }}
          onSubmit={(values) => updateWebhook({ ...values, webhookId: row.id })}
          onSuccess={async () => {
            notify.success(t('form.saved'));
            await done();
          }}
          testId="webhook-form"
        >
          {fields}
        </ResourceForm>
      ) : (
        <ResourceForm
          schema={webhooks.create.input}
          initialValues={{ url: '', events: ['anomaly.detected'], enabled: true }}
          onSubmit={createWebhook}
          onSuccess={async (result) => {
            await done();
            onSecret(result.secret);
          }}
          submitLabel={t('form.create')}
          testId="webhook-form"
        >
          {fields}
        </ResourceForm>
      )}
    </Modal>
  );
}
