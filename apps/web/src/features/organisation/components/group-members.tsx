import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListInput, organisation } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { ResourceTable } from '../../../components/resource-table/resource-table';
import { orgaKeys } from '../api/keys';
import { removeGroupMember } from '../api/remove-group-member';
import { useAddGroupMembers } from '../api/use-add-group-members';
import { listUsersPage, usersListKey } from '../api/use-users';
import { UserSelect } from './user-select';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';

/**
 * The members of a group: a user is in one group per application, so adding someone takes them
 * out of their other group of this application (the answer counts them as `moved`).
 */
export function GroupMembers({ group, editable }: { group: organisation.GroupDetail; editable: boolean }) {
  const { t } = useTranslation('organisation');
  const [picked, setPicked] = useState<string[]>([]);
  const add = useAddGroupMembers();

  const addPicked = () =>
    add.mutate(
      { groupId: group.id, userIds: picked },
      {
        onSuccess: ({ added, moved }) => {
          setPicked([]);
          notify.success(t('members.added', { count: added }));
          if (moved > 0)
            notify.info(t('members.moved', { count: moved, application: t(`applications.${group.application}`) }));
        },
      },
    );

  const columns: ResourceColumns<organisation.UserRow> = [
    {
      key: 'lastName',
      priority: 1,
      title: t('users.name'),
      sorter: true,
      render: (_, user) => `${user.lastName} ${user.firstName}`,
    },
    { key: 'email', priority: 2, title: t('users.email'), dataIndex: 'email', sorter: true },
    { key: 'userType', priority: 3, title: t('users.userType'), render: (_, user) => t(`userTypes.${user.userType}`) },
    ...(editable
      ? [
          {
            key: 'actions',
            priority: 1 as const,
            fixed: 'right' as const,
            title: t('actions.title'),
            render: (_: unknown, user: organisation.UserRow) => (
              <ConfirmAction
                title={t('members.removeConfirm', { email: user.email, group: group.name })}
                mutationFn={() => removeGroupMember(group.id, user.id)}
                invalidate={[orgaKeys.all]}
                successMessage={t('members.removed')}
                button={{ size: 'small', type: 'link' }}
                danger
                testId="member-remove"
              >
                {t('members.remove')}
              </ConfirmAction>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap="middle">
      {editable && (
        <Flex gap="small" align="start">
          <UserSelect value={picked} onChange={setPicked} application={group.application} testId="members-picker" />
          <Button
            type="primary"
            disabled={picked.length === 0}
            loading={add.isPending}
            onClick={addPicked}
            data-testid="members-add"
          >
            {t('members.add')}
          </Button>
        </Flex>
      )}
      <ResourceTable<organisation.UserRow>
        queryKey={[...usersListKey, 'group', group.id]}
        fetcher={(input: ListInput, signal) =>
          listUsersPage({ ...input, filters: { ...input.filters, groupId: group.id } }, signal)
        }
        columns={columns}
        rowKey="id"
        url={{ prefix: 'members.' }}
        searchPlaceholder={t('users.search')}
        testId="group-members"
      />
    </Flex>
  );
}
