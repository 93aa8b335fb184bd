import { useState } from 'react';
import { Button, Flex, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { alerts } from '@seal/shared';
import { useRights } from '../../api/session';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { alertKeys, deleteAlert, listAlertsPage } from './api/alerts-api';
import { DeliveriesDrawer, DeliveryStateTag } from './components/deliveries-drawer';
import { formatDateTime } from './format';

type AlertRow = alerts.AlertRow;

/** /security/alertManagement: the account's alerts, their last mail's state, their mails, delete. */
export default function AlertsPage() {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const rights = useRights();
  const [shown, setShown] = useState<AlertRow | null>(null);

  const columns: ResourceColumns<AlertRow> = [
    { key: 'name', priority: 1, title: t('fields.name'), dataIndex: 'name' },
    { key: 'type', priority: 3, title: t('fields.type'), render: (_, row) => t(`types.${row.type}`) },
    {
      key: 'target',
      priority: 1,
      title: t('columns.target'),
      render: (_, row) =>
        row.type === 'product' ? row.productTitle : `${row.firstReference ?? ''} – ${row.lastReference ?? ''}`,
    },
    { key: 'limit', priority: 2, title: t('fields.limit'), dataIndex: 'limit' },
    {
      key: 'options',
      priority: 3,
      title: t('columns.options'),
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.targetCountry && <Tag>{t('fields.targetCountryShort')}</Tag>}
          {row.anomalyKinds.map((kind) => (
            <Tag key={kind}>{t(`anomalies.${kind}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'recipients',
      priority: 1,
      title: t('columns.recipients'),
      render: (_, row) =>
        [
          row.to.join(', '),
          row.cc.length ? `${t('fields.cc')}: ${row.cc.join(', ')}` : '',
          row.bcc.length ? `${t('fields.bcc')}: ${row.bcc.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      key: 'lastDelivery',
      priority: 2,
      title: t('columns.lastDelivery'),
      render: (_, row) =>
        row.lastDelivery ? (
          <Space>
            <DeliveryStateTag state={row.lastDelivery.state} />
            {formatDateTime(row.lastDelivery.at)}
          </Space>
        ) : (
          t('columns.noDelivery')
        ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Flex gap="small">
          <Button size="small" type="link" onClick={() => setShown(row)} data-testid="alert-deliveries-open">
            {t('deliveries.open')}
          </Button>
          {rights['secu.alert_delete'] && (
            <ConfirmAction
              title={t('delete.confirm', { name: row.name })}
              mutationFn={() => deleteAlert(row.id)}
              invalidate={[alertKeys.all]}
              successMessage={t('delete.done')}
              button={{ size: 'small', type: 'link' }}
              danger
              testId="alert-delete"
            >
              {t('delete.action')}
            </ConfirmAction>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        extra={
          rights['secu.alert_create'] && (
            <Button type="primary" onClick={() => void navigate('/security/alertCreate')} data-testid="alert-new">
              {t('new')}
            </Button>
          )
        }
      >
        {t('routes.secuAlerts')}
      </PageTitle>
      <ResourceTable<AlertRow>
        queryKey={alertKeys.list}
        fetcher={listAlertsPage}
        columns={columns}
        rowKey="id"
        paged={false}
        searchPlaceholder={t('search')}
        testId="alerts-table"
      />
      <DeliveriesDrawer alert={shown} onClose={() => setShown(null)} />
    </>
  );
}
