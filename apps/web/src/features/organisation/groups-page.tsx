import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { APPLICATIONS, type organisation } from '@seal/shared';
import { useRights } from '../../api/session';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { deleteGroup } from './api/delete-group';
import { orgaKeys } from './api/keys';
import { groupsListKey, listGroupsPage } from './api/use-groups';
import { formatDate } from './format';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';

type GroupRow = organisation.GroupRow;

/** /organisation/groups: the groups of the entity, per application, with their rights and users. */
export default function GroupsPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const rights = useRights();
  const canCreate = rights['orga.create_group'];

  const columns: ResourceColumns<GroupRow> = [
    {
      key: 'name',
      priority: 1,
      title: t('groups.name'),
      dataIndex: 'name',
      sorter: true,
      render: (name: string, group) =>
        rights['orga.edit_group'] ? <Link to={`/organisation/groups/edit?id=${group.id}`}>{name}</Link> : name,
    },
    {
      key: 'application',
      priority: 2,
      title: t('groups.application'),
      dataIndex: 'application',
      sorter: true,
      filterMultiple: false,
      filters: APPLICATIONS.map((application) => ({ text: t(`applications.${application}`), value: application })),
      render: (application: GroupRow['application']) => t(`applications.${application}`),
    },
    {
      key: 'rights',
      priority: 3,
      title: t('groups.rights'),
      render: (_, group) => t('groups.rightCount', { count: group.rights.length }),
    },
    { key: 'userCount', priority: 3, title: t('groups.users'), dataIndex: 'userCount', sorter: true },
    {
      key: 'createdAt',
      priority: 3,
      title: t('groups.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: formatDate,
    },
    {
      key: 'actions',
      title: t('actions.title'),
      fixed: 'right',
      render: (_, group) => (
        <Flex gap="small">
          {rights['orga.edit_group'] && (
            <Link to={`/organisation/groups/edit?id=${group.id}`} data-testid="group-edit">
              {t('actions.edit')}
            </Link>
          )}
          {rights['orga.delete_group'] && (
            <ConfirmAction
              title={t('groups.deleteConfirm', { name: group.name })}
              mutationFn={() => deleteGroup(group.id)}
              invalidate={[orgaKeys.all]}
              successMessage={t('groups.deleted')}
              button={{ size: 'small', type: 'link' }}
              danger
              testId="group-delete"
            >
              {t('actions.delete')}
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
          canCreate && (
            <Button type="primary" onClick={() => void navigate('/organisation/groups/edit')} data-testid="group-new">
              {t('groups.new')}
            </Button>
          )
        }
      >
        {t('routes.orgaGroups')}
      </PageTitle>
      <ResourceTable<GroupRow>
        queryKey={groupsListKey}
        fetcher={listGroupsPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('groups.search')}
        testId="groups-table"
      />
    </>
  );
}
