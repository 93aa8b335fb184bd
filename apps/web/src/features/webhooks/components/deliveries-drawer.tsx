import { Button, Drawer, Space, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryRow, WebhookRow } from '@seal/shared/contract/webhooks';
import { useRights } from '../../../api/session';
import { notify } from '../../../api/notify';
import { formatDateTime } from '../format';
import { findDeliveries, redeliver, sendTest, webhookKeys } from '../api/webhooks';

const STATE_COLOURS = { pending: 'processing', success: 'success', failed: 'error' } as const;

/** The delivery log of one webhook (latest 50), with "send again" and "send test event". */
export function DeliveriesDrawer({ row, onClose }: { row: WebhookRow | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const rights = useRights();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: webhookKeys.deliveries(row?.id ?? ''),
    queryFn: ({ signal }) => findDeliveries(row!.id, signal),
    enabled: row !== null,
    // Pending deliveries change on the server's time: the log refreshes while one is pending.
    refetchInterval: (q) => (q.state.data?.rows.some((d) => d.state === 'pending') ? 2000 : false),
  });
  const refresh = () => client.invalidateQueries({ queryKey: webhookKeys.all });
  const act = async (action: () => Promise<unknown>, message: string) => {
    await action();
    notify.success(message);
    await refresh();
  };
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={t('deliveries.title', { url: row?.url ?? '' })}
      width={820}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => void refresh()} data-testid="deliveries-refresh">
          {t('deliveries.refresh')}
        </Button>
        {rights['secu.alert_create'] && row && (
          <Button
            type="primary"
            onClick={() => void act(() => sendTest(row.id), t('deliveries.testSent'))}
            data-testid="webhook-send-test"
          >
            {t('deliveries.sendTest')}
          </Button>
        )}
      </Space>
      <Table<WebhookDeliveryRow>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.rows ?? []}
        pagination={false}
        data-testid="deliveries-table"
        columns={[
          {
            key: 'createdAt',
            title: t('deliveries.time'),
            dataIndex: 'createdAt',
            render: (value: string) => formatDateTime(value),
          },
          { key: 'event', title: t('deliveries.event'), dataIndex: 'event' },
          {
            key: 'state',
            title: t('deliveries.state'),
            render: (_, d) => (
              <Tag color={STATE_COLOURS[d.state]} data-testid="delivery-state">
                {t(`states.${d.state}`)}
              </Tag>
            ),
          },
          { key: 'attempts', title: t('deliveries.attempts'), dataIndex: 'attempts' },
          {
            key: 'result',
            title: t('deliveries.result'),
            render: (_, d) => d.lastError ?? (d.lastStatus === null ? '' : `HTTP ${d.lastStatus}`),
          },
          {
            key: 'duration',
            title: t('deliveries.duration'),
            render: (_, d) => (d.durationMs === null ? '' : `${d.durationMs} ms`),
          },
          ...(rights['secu.alert_create'] && row
            ? [
                {
                  key: 'again',
                  title: '',
                  render: (_: unknown, d: WebhookDeliveryRow) => (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => void act(() => redeliver(row.id, d.id), t('deliveries.queued'))}
                    >
                      {t('deliveries.again')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Drawer>
  );
}
