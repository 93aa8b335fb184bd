import { Button, Drawer, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { alerts } from '@seal/shared';
import { useRights } from '../../../api/session';
import { notify } from '../../../api/notify';
import { alertKeys, listDeliveries, retryDelivery } from '../api/alerts-api';
import { formatDateTime } from '../format';

const COLOURS: Record<alerts.DeliveryState, string> = { inProgress: 'processing', success: 'success', failed: 'error' };

/** A mail's state as a coloured tag. */
export function DeliveryStateTag({ state }: { state: alerts.DeliveryState }) {
  const { t } = useTranslation('alerts');
  return (
    <Tag color={COLOURS[state]} data-testid={`delivery-state-${state}`}>
      {t(`states.${state}`)}
    </Tag>
  );
}

/** The mails of one alert: state, time, reason, error, and a retry of a failed one. */
export function DeliveriesDrawer({ alert, onClose }: { alert: alerts.AlertRow | null; onClose: () => void }) {
  const { t } = useTranslation('alerts');
  const rights = useRights();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: alertKeys.deliveries(alert?.id ?? ''),
    queryFn: ({ signal }) => listDeliveries(alert!.id, signal),
    enabled: alert !== null,
  });
  const retry = useMutation({
    mutationFn: retryDelivery,
    onSuccess: async () => {
      notify.success(t('deliveries.retried'));
      await client.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
  return (
    <Drawer
      open={alert !== null}
      onClose={onClose}
      size="large"
      title={t('deliveries.title', { name: alert?.name ?? '' })}
      data-testid="alert-deliveries"
    >
      <Table<alerts.DeliveryRow>
        rowKey="id"
        size="small"
        loading={query.isPending}
        dataSource={query.data ?? []}
        pagination={false}
        locale={{ emptyText: t('deliveries.none') }}
        columns={[
          { key: 'createdAt', title: t('deliveries.time'), dataIndex: 'createdAt', render: formatDateTime },
          {
            key: 'state',
            title: t('deliveries.state'),
            render: (_, row) => <DeliveryStateTag state={row.state} />,
          },
          { key: 'reference', title: t('deliveries.reference'), dataIndex: 'reference' },
          {
            key: 'reasons',
            title: t('deliveries.reason'),
            render: (_, row) => row.reasons.map((reason) => t(`reasons.${reason}`)).join(', '),
          },
          { key: 'error', title: t('deliveries.error'), dataIndex: 'error' },
          {
            key: 'retry',
            title: '',
            render: (_, row) =>
              row.state === 'failed' &&
              rights['secu.alert_create'] && (
                <Button
                  size="small"
                  loading={retry.isPending && retry.variables === row.id}
                  onClick={() => retry.mutate(row.id)}
                  data-testid="delivery-retry"
                >
                  {t('deliveries.retry')}
                </Button>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
