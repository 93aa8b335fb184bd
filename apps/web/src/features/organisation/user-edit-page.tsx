import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRights, useSession } from '../../api/session';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { deleteUser } from './api/delete-user';
import { orgaKeys } from './api/keys';
import { sendUserPasswordReset } from './api/send-user-password-reset';
import { useUser } from './api/use-user';
import { usersListKey } from './api/use-users';
import { MissingRight } from './components/missing-right';
import { QueryState } from './components/query-state';
import { CreateUserForm, EditUserForm } from './components/user-form';

const LIST = '/organisation/users';

/** /organisation/users/edit: creates a user (no id, orga.create_user) or edits one (?id=, orga.edit_user). */
export default function UserEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const rights = useRights();
  const me = useSession().session?.user.id;
  const user = useUser(id);

  if (!id) {
    if (!rights['orga.create_user']) return <MissingRight back={LIST} />;
    return (
      <>
        <PageTitle>{t('users.new')}</PageTitle>
        <Card>
          <CreateUserForm />
        </Card>
      </>
    );
  }
  if (!rights['orga.edit_user']) return <MissingRight back={LIST} />;

  return (
    <QueryState query={user}>
      {(detail) => (
        <>
          <PageTitle
            extra={
              <Flex gap="small">
                <ConfirmAction
                  title={t('users.resetConfirm', { email: detail.email })}
                  mutationFn={() => sendUserPasswordReset(detail.id)}
                  successMessage={t('users.resetSent', { email: detail.email })}
                  testId="user-reset-password"
                >
                  {t('users.resetPassword')}
                </ConfirmAction>
                {rights['orga.delete_user'] && detail.id !== me && (
                  <ConfirmAction
                    title={t('users.deleteConfirm', { email: detail.email })}
                    mutationFn={() => deleteUser(detail.id)}
                    // Not the whole area: this page's own record would be fetched again, and be gone.
                    invalidate={[usersListKey, orgaKeys.groups, orgaKeys.sites]}
                    successMessage={t('users.deleted')}
                    onSuccess={() => void navigate(LIST)}
                    danger
                    testId="user-delete"
                  >
                    {t('actions.delete')}
                  </ConfirmAction>
                )}
              </Flex>
            }
          >
            {`${detail.firstName} ${detail.lastName}`}
          </PageTitle>
          <Card>
            <EditUserForm key={detail.id} user={detail} />
          </Card>
        </>
      )}
    </QueryState>
  );
}
