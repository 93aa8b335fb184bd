import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRights } from '../../api/session';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { deleteGroup } from './api/delete-group';
import { groupsListKey } from './api/use-groups';
import { useGroup } from './api/use-group';
import { EditGroupForm } from './components/group-form';
import { CreateGroupWizard } from './components/group-wizard';
import { GroupMembers } from './components/group-members';
import { MissingRight } from './components/missing-right';
import { QueryState } from './components/query-state';

const LIST = '/organisation/groups';

/**
 * /organisation/groups/edit: creates a group through its wizard (no id, orga.create_group alone) or
 * edits its rights and members (?id=, orga.edit_group).
 */
export default function GroupEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const rights = useRights();
  const group = useGroup(id);

  if (!id) {
    if (!rights['orga.create_group']) return <MissingRight back={LIST} />;
    return (
      <>
        <PageTitle>{t('groups.new')}</PageTitle>
        <Card>
          <CreateGroupWizard />
        </Card>
      </>
    );
  }

  if (!rights['orga.edit_group']) return <MissingRight back={LIST} />;
  return (
    <QueryState query={group}>
      {(detail) => (
        <Flex vertical gap="large">
          <PageTitle
            extra={
              rights['orga.delete_group'] && (
                <ConfirmAction
                  title={t('groups.deleteConfirm', { name: detail.name })}
                  mutationFn={() => deleteGroup(detail.id)}
                  invalidate={[groupsListKey]}
                  successMessage={t('groups.deleted')}
                  onSuccess={() => void navigate(LIST)}
                  danger
                  testId="group-delete"
                >
                  {t('groups.delete')}
                </ConfirmAction>
              )
            }
          >
            {detail.name}
          </PageTitle>
          <Card title={t('groups.rightsTitle')}>
            <EditGroupForm key={detail.id} group={detail} />
          </Card>
          <Card title={t('members.title', { count: detail.userCount })}>
            <GroupMembers group={detail} editable={Boolean(rights['orga.edit_group'])} />
          </Card>
        </Flex>
      )}
    </QueryState>
  );
}
