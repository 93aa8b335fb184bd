import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { organisation } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useEnabledApplications } from '../api/use-applications';
import { useCreateUser } from '../api/use-create-user';
import { useUpdateUser } from '../api/use-update-user';
import { UserFields } from './user-fields';

const LIST = '/organisation/users';

/** Creates a user; the server mails them a link to choose their first password. */
export function CreateUserForm() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const create = useCreateUser();
  const applications = useEnabledApplications();
  return (
    <ResourceForm
      schema={organisation.zCreateUserInput}
      initialValues={{ userType: 'internal', language: 'en', notifications: [], services: [], siteIds: [] }}
      onSubmit={(values) => create.mutateAsync(values)}
      onSuccess={(_result, values) => {
        notify.success(t('users.created', { email: values.email }));
        void navigate(LIST);
      }}
      actions={<Button onClick={() => void navigate(LIST)}>{t('actions.cancel')}</Button>}
      testId="user-form"
    >
      <UserFields mode="create" applications={applications} />
    </ResourceForm>
  );
}

/** Edits every field of a user but the e-mail, which is their login. */
export function EditUserForm({ user }: { user: organisation.UserDetail }) {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const update = useUpdateUser();
  const applications = useEnabledApplications();
  return (
    <ResourceForm
      schema={organisation.zUpdateUserInput}
      mode="edit"
      initialValues={{
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        userType: user.userType,
        language: user.language,
        groupIds: { auth: user.groups.auth?.id ?? null, trac: user.groups.trac?.id ?? null },
        services: user.services,
        siteIds: user.siteIds,
        notifications: user.notifications,
      }}
      onSubmit={(values) => update.mutateAsync(values)}
      onSuccess={() => {
        notify.success(t('users.saved'));
        void navigate(LIST);
      }}
      actions={<Button onClick={() => void navigate(LIST)}>{t('actions.cancel')}</Button>}
      testId="user-form"
    >
      <UserFields mode="edit" applications={applications} />
    </ResourceForm>
  );
}
