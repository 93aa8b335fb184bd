import { useState } from 'react';
import { Button, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { LOGGED_AREAS, LOGGED_METHODS, actionLabel, areaLabel } from './action-log-labels';
import { actionLogListKey, listActionLogPage, type ActionLogRow } from './api/use-action-log';
import { useUsers } from './api/use-users';
import { ActionLogDetails } from './components/action-log-details';
import { DateRangeFilter } from './components/date-range-filter';
import { formatDateTime } from './format';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';

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

  const columns: ResourceColumns<ActionLogRow> = [
    {
      key: 'at',
      priority: 1,
      title: t('log.at'),
      dataIndex: 'at',
      sorter: true,
      filterDropdown: (props) => <DateRangeFilter {...props} />,
      render: formatDateTime,
    },
    {
      key: 'userId',
      priority: 2,
      title: t('log.user'),
      render: (_, row) => {
        const user = row.userName ?? row.userEmail ?? t('log.deletedUser');
        return row.apiTokenName ? t('log.byToken', { user, token: row.apiTokenName }) : user;
      },
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
      priority: 3,
      title: t('log.area'),
      filterMultiple: false,
      filters: LOGGED_AREAS.map((model) => ({ text: areaLabel(t, model), value: model })),
      render: (_, row) => <Tag>{areaLabel(t, row.method.split('.')[0] ?? row.method)}</Tag>,
    },
    {
      key: 'method',
      priority: 2,
      title: t('log.method'),
      sorter: true,
      filterMultiple: false,
      filterSearch: true,
      filters: LOGGED_METHODS.map((method) => ({
        text: `${areaLabel(t, method.model)} · ${actionLabel(t, method.key)}`,
        value: method.key,
      })).sort((a, b) => a.text.localeCompare(b.text)),
      render: (_, row) => <span title={row.method}>{actionLabel(t, row.method)}</span>,
    },
    { key: 'entityName', priority: 3, title: t('log.entity'), dataIndex: 'entityName' },
    {
      key: 'targetId',
      priority: 4,
      title: t('log.target'),
      dataIndex: 'targetId',
      render: (id: string | null) => id && <Typography.Text copyable>{id}</Typography.Text>,
    },
    { key: 'ip', priority: 3, title: t('log.ip'), dataIndex: 'ip' },
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
        title={shown && `${actionLabel(t, shown.method)} · ${formatDateTime(shown.at)}`}
      >
        {shown && <ActionLogDetails row={shown} />}
      </Drawer>
    </>
  );
}
