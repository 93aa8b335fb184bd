import { Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { APPLICATIONS, USER_TYPES, type organisation } from '@seal/shared';
import { useRights, useSession } from '../../api/session';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { deleteUser } from './api/delete-user';
import { orgaKeys } from './api/keys';
import { sendUserPasswordReset } from './api/send-user-password-reset';
import { listUsersPage, usersListKey } from './api/use-users';
import { formatDateTime } from './format';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';

type UserRow = organisation.UserRow;

/** /organisation/users: the users of the entity, by user family (application), type and name. */
export default function UsersPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const rights = useRights();
  const me = useSession().session?.user.id;

  const actions = (user: UserRow) => (
    <Flex gap="small" wrap>
      {rights['orga.edit_user'] && (
        <Link to={`/organisation/users/edit?id=${user.id}`} data-testid="user-edit">
          {t('actions.edit')}
        </Link>
      )}
      {rights['orga.edit_user'] && (
        <ConfirmAction
          title={t('users.resetConfirm', { email: user.email })}
          mutationFn={() => sendUserPasswordReset(user.id)}
          successMessage={t('users.resetSent', { email: user.email })}
          button={{ size: 'small', type: 'link' }}
          testId="user-reset-password"
        >
          {t('users.resetPassword')}
        </ConfirmAction>
      )}
      {rights['orga.delete_user'] && user.id !== me && (
        <ConfirmAction
          title={t('users.deleteConfirm', { email: user.email })}
          mutationFn={() => deleteUser(user.id)}
          invalidate={[orgaKeys.all]}
          successMessage={t('users.deleted')}
          button={{ size: 'small', type: 'link' }}
          danger
          testId="user-delete"
        >
          {t('actions.delete')}
        </ConfirmAction>
      )}
    </Flex>
  );

  const columns: ResourceColumns<UserRow> = [
    {
      key: 'lastName',
      priority: 1,
      title: t('users.name'),
      sorter: true,
      render: (_, user) => `${user.lastName} ${user.firstName}`,
    },
    { key: 'email', priority: 2, title: t('users.email'), dataIndex: 'email', sorter: true },
    {
      key: 'userType',
      priority: 3,
      title: t('users.userType'),
      dataIndex: 'userType',
      sorter: true,
      filterMultiple: false,
      filters: USER_TYPES.map((type) => ({ text: t(`userTypes.${type}`), value: type })),
      render: (type: UserRow['userType']) => t(`userTypes.${type}`),
    },
    {
      key: 'application',
      priority: 2,
      title: t('users.family'),
      filterMultiple: false,
      filters: APPLICATIONS.map((application) => ({ text: t(`applications.${application}`), value: application })),
      render: (_, user) =>
        APPLICATIONS.flatMap((application) => {
          const group = user.groups[application];
          return group ? [<Tag key={application}>{`${t(`applications.${application}`)}: ${group.name}`}</Tag>] : [];
        }),
    },
    {
      key: 'lastLoginAt',
      priority: 4,
      title: t('users.lastLogin'),
      dataIndex: 'lastLoginAt',
      sorter: true,
      render: (value: string | null) => (value ? formatDateTime(value) : t('users.never')),
    },
    { key: 'actions', title: t('actions.title'), fixed: 'right', render: (_, user) => actions(user) },
  ];

  return (
    <>
      <PageTitle
        extra={
          rights['orga.create_user'] && (
            <Button type="primary" onClick={() => void navigate('/organisation/users/edit')} data-testid="user-new">
              {t('users.new')}
            </Button>
          )
        }
      >
        {t('routes.orgaUsers')}
      </PageTitle>
      <ResourceTable<UserRow>
        queryKey={usersListKey}
        fetcher={listUsersPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('users.search')}
        testId="users-table"
      />
    </>
  );
}
