import { Button, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { organisation, type Application } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useEnabledApplications } from '../api/use-applications';
import { useCreateGroup } from '../api/use-create-group';
import { useUpdateGroup } from '../api/use-update-group';
import { RightsPicker } from './rights-picker';

const LIST = '/organisation/groups';

function NameField() {
  const { t } = useTranslation('organisation');
  return (
    <Form.Item name="name" label={t('groups.name')} required>
      <Input data-testid="group-name" />
    </Form.Item>
  );
}

/** The rights of the application chosen above (the picker follows the choice). */
function ChosenApplicationRights() {
  const { t } = useTranslation('organisation');
  const application = (Form.useWatch('application', Form.useFormInstance()) as Application | undefined) ?? 'auth';
  return (
    <Form.Item name="rights" label={t('groups.rights')}>
      <RightsPicker application={application} />
    </Form.Item>
  );
}

/** Creates a group in one application, with its rights; members are added on its page afterwards. */
export function CreateGroupForm() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const create = useCreateGroup();
  const applications = useEnabledApplications();
  return (
    <ResourceForm
      schema={organisation.createGroup.input}
      initialValues={{ application: 'auth', rights: [] }}
      // Rights ticked before switching application are not the new application's: leave them out.
      onSubmit={(values) => {
        const allowed = new Set(organisation.rightsOfApplication(values.application));
        return create.mutateAsync({ ...values, rights: values.rights.filter((right) => allowed.has(right)) });
      }}
      onSuccess={(result) => {
        notify.success(t('groups.created'));
        void navigate(`/organisation/groups/edit?id=${result.id}`);
      }}
      actions={<Button onClick={() => void navigate(LIST)}>{t('actions.cancel')}</Button>}
      testId="group-form"
    >
      <NameField />
      <Form.Item name="application" label={t('groups.application')} required>
        <Radio.Group
          options={applications.map((application) => ({ value: application, label: t(`applications.${application}`) }))}
          data-testid="group-application"
        />
      </Form.Item>
      <ChosenApplicationRights />
    </ResourceForm>
  );
}

/** Renames a group and replaces its rights; its application never changes. */
export function EditGroupForm({ group }: { group: organisation.GroupDetail }) {
  const { t } = useTranslation('organisation');
  const update = useUpdateGroup();
  return (
    <ResourceForm
      schema={organisation.updateGroup.input}
      mode="edit"
      initialValues={{ groupId: group.id, name: group.name, rights: group.rights }}
      onSubmit={(values) => update.mutateAsync(values)}
      onSuccess={() => notify.success(t('groups.saved'))}
      testId="group-form"
    >
      <NameField />
      <Form.Item label={t('groups.application')}>
        <Typography.Text strong>{t(`applications.${group.application}`)}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('groups.nextLogin')}
        </Typography.Paragraph>
      </Form.Item>
      <Form.Item name="rights" label={t('groups.rights')}>
        <RightsPicker application={group.application} />
      </Form.Item>
    </ResourceForm>
  );
}
