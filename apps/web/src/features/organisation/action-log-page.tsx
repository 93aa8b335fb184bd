import { useState } from 'react';
import { Button, Drawer, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { auth, brand, media, organisation, products, type MethodContract } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { actionLogListKey, listActionLogPage, type ActionLogRow } from './api/use-action-log';
import { useUsers } from './api/use-users';
import { ActionLogDetails } from './components/action-log-details';
import { DateRangeFilter } from './components/date-range-filter';
import { formatDateTime } from './format';

/** The methods that change data, the only ones the log records: its method and area filters. */
const LOGGED = [auth, brand, media, organisation, products]
  .flatMap((area) => Object.values(area) as unknown[])
  .filter((value): value is MethodContract => typeof value === 'object' && value !== null && 'mutates' in value)
  .filter((method) => method.mutates)
  .map((method) => ({ model: method.model, key: `${method.model}.${method.name}` }));
const MODELS = [...new Set(LOGGED.map((method) => method.model))].sort();
const METHODS = [...new Set(LOGGED.map((method) => method.key))].sort();

/** /logsactor: who changed what and when, in the entity and the entities below it. */
export default function ActionLogPage() {
  const { t } = useTranslation('organisation');
  const rights = useRights();
  // With orga.view the log holds everyone's actions, so it can be filtered by user.
  const users = useUsers(
    { page: 1, size: 100, sort: { field: 'lastName', order: 'asc' } },
    Boolean(rights['orga.view']),
  );

  // The values before and after a change are wide: they open in a drawer rather than in the row.
  const [shown, setShown] = useState<ActionLogRow | null>(null);

  const columns: ColumnsType<ActionLogRow> = [
    {
      key: 'at',
      title: t('log.at'),
      dataIndex: 'at',
      sorter: true,
      filterDropdown: (props) => <DateRangeFilter {...props} />,
      render: formatDateTime,
    },
    {
      key: 'userId',
      title: t('log.user'),
      render: (_, row) => row.userName ?? row.userEmail ?? t('log.deletedUser'),
      ...(users.data
        ? {
            filterMultiple: false,
            filterSearch: true,
            filters: users.data.rows.map((user) => ({ text: `${user.lastName} ${user.firstName}`, value: user.id })),
          }
        : {}),
    },
    {
      key: 'model',
      title: t('log.area'),
      filterMultiple: false,
      filters: MODELS.map((model) => ({ text: model, value: model })),
      render: (_, row) => <Tag>{row.method.split('.')[0]}</Tag>,
    },
    {
      key: 'method',
      title: t('log.method'),
      sorter: true,
      filterMultiple: false,
      filterSearch: true,
      filters: METHODS.map((method) => ({ text: method, value: method })),
      render: (_, row) => <Typography.Text code>{row.method.split('.')[1] ?? row.method}</Typography.Text>,
    },
    { key: 'entityName', title: t('log.entity'), dataIndex: 'entityName' },
    {
      key: 'targetId',
      title: t('log.target'),
      dataIndex: 'targetId',
      render: (id: string | null) => id && <Typography.Text copyable>{id}</Typography.Text>,
    },
    { key: 'ip', title: t('log.ip'), dataIndex: 'ip' },
    {
      key: 'details',
      title: t('log.details'),
      fixed: 'right',
      render: (_, row) => (
        <Button size="small" type="link" onClick={() => setShown(row)} data-testid="action-log-open">
          {t('log.beforeAfter')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('routes.logsActor')}</PageTitle>
      <Typography.Paragraph type="secondary">
        {t(rights['orga.view'] ? 'log.introAll' : 'log.introOwn')}
      </Typography.Paragraph>
      <ResourceTable<ActionLogRow>
        queryKey={actionLogListKey}
        fetcher={listActionLogPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('log.search')}
        testId="action-log-table"
      />
      <Drawer
        open={shown !== null}
        onClose={() => setShown(null)}
        size="large"
        title={shown && `${shown.method} · ${formatDateTime(shown.at)}`}
      >
        {shown && <ActionLogDetails row={shown} />}
      </Drawer>
    </>
  );
}
