import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { organisation } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { applicationsQueryOptions, listApplications } from './api/use-applications';
import { formatDate } from './format';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';

type ApplicationRow = organisation.ApplicationRow;

/** /organisation/apps: the applications of the entity, enabled or not, with their groups and users. */
export default function AppsPage() {
  const { t } = useTranslation('organisation');
  const columns: ResourceColumns<ApplicationRow> = [
    {
      key: 'application',
      priority: 1,
      title: t('apps.application'),
      dataIndex: 'application',
      render: (application: ApplicationRow['application']) => (
        <>
          <strong>{t(`applications.${application}`)}</strong>
          <div>{t(`apps.descriptions.${application}`)}</div>
        </>
      ),
    },
    {
      key: 'enabled',
      priority: 1,
      title: t('apps.state'),
      render: (_, row) => (
        <Tag color={row.enabled ? 'green' : 'default'} data-testid={`app-state-${row.application}`}>
          {t(row.enabled ? 'apps.enabled' : 'apps.notEnabled')}
        </Tag>
      ),
    },
    {
      key: 'enabledAt',
      priority: 3,
      title: t('apps.enabledAt'),
      dataIndex: 'enabledAt',
      render: (value: string | null) => (value ? formatDate(value) : ''),
    },
    { key: 'groupCount', priority: 2, title: t('apps.groups'), dataIndex: 'groupCount' },
    { key: 'userCount', priority: 2, title: t('apps.users'), dataIndex: 'userCount' },
  ];

  return (
    <>
      <PageTitle>{t('routes.orgaApps')}</PageTitle>
      <ResourceTable<ApplicationRow>
        queryKey={applicationsQueryOptions().queryKey}
        fetcher={(_input, signal) => listApplications(signal)}
        columns={columns}
        rowKey="application"
        searchable={false}
        paged={false}
        testId="apps-table"
      />
    </>
  );
}
