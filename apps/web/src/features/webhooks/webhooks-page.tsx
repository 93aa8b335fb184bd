import { useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookRow } from '@seal/shared/contract/webhooks';
import { useRights } from '../../api/session';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { formatDateTime } from './format';
import { findWebhooksPage, removeWebhook, rotateSecret, webhookKeys } from './api/webhooks';
import { DeliveriesDrawer } from './components/deliveries-drawer';
import { SecretDialog } from './components/secret-dialog';
import { WebhookDialog } from './components/webhook-dialog';
import { PositiveTag } from '../../components/positive-tag';

/**
 * /security/webhooks: the account's webhooks (docs/webhooks.md), each with its delivery log;
 * registering, editing, deleting and renewing a secret need secu.alert_create.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const rights = useRights();
  const canEdit = rights['secu.alert_create'] === true;
  const [editing, setEditing] = useState<{ row: WebhookRow | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<WebhookRow | null>(null);
  const columns: ResourceColumns<WebhookRow> = [
    {
      key: 'url',
      priority: 1,
      title: t('list.url'),
      dataIndex: 'url',
      sorter: true,
      render: (url: string) => <Typography.Text code>{url}</Typography.Text>,
    },
    {
      key: 'events',
      priority: 2,
      title: t('list.events'),
      render: (_, row) => row.events.map((event) => <Tag key={event}>{t(`events.${event}`)}</Tag>),
    },
    {
      key: 'enabled',
      priority: 2,
      title: t('list.enabled'),
      render: (_, row) => (row.enabled ? <PositiveTag>{t('list.on')}</PositiveTag> : <Tag>{t('list.off')}</Tag>),
    },
    {
      key: 'lastDelivery',
      priority: 3,
      title: t('list.lastDelivery'),
      render: (_, row) =>
        row.lastDelivery
          ? `${t(`states.${row.lastDelivery.state}`)}, ${formatDateTime(row.lastDelivery.at)}`
          : t('list.never'),
    },
    {
      key: 'createdAt',
      priority: 4,
      title: t('list.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      priority: 1,
      title: t('list.actions'),
      render: (_, row) => (
        <Space size={0} wrap>
          <Button size="small" type="link" onClick={() => setLog(row)} data-testid="webhook-deliveries">
            {t('actions.deliveries')}
          </Button>
          {canEdit && (
            <>
              <Button size="small" type="link" onClick={() => setEditing({ row })} data-testid="webhook-edit">
                {t('actions.edit')}
              </Button>
              <ConfirmAction
                title={t('actions.rotateConfirm')}
                mutationFn={() => rotateSecret(row.id)}
                onSuccess={(result) => setSecret(result.secret)}
                button={{ size: 'small', type: 'link' }}
                testId="webhook-rotate"
              >
                {t('actions.rotate')}
              </ConfirmAction>
              <ConfirmAction
                title={t('actions.removeConfirm', { url: row.url })}
                mutationFn={() => removeWebhook(row.id)}
                invalidate={[webhookKeys.all]}
                successMessage={t('actions.removed')}
                danger
                button={{ size: 'small', type: 'link' }}
                testId="webhook-remove"
              >
                {t('actions.remove')}
              </ConfirmAction>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ResourceTable<WebhookRow>
        queryKey={webhookKeys.lists}
        fetcher={findWebhooksPage}
        columns={columns}
        rowKey="id"
        searchable={false}
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => setEditing({ row: null })} data-testid="webhook-create">
              {t('actions.create')}
            </Button>
          )
        }
        testId="webhooks-table"
      />
      <WebhookDialog
        open={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSecret={setSecret}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <DeliveriesDrawer row={log} onClose={() => setLog(null)} />
    </>
  );
}
