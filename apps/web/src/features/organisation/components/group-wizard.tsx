import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPLICATIONS, organisation, type Application, type InputOf } from '@seal/shared';
import { notify } from '../../../api/notify';
import { useRights } from '../../../api/session';
import { Wizard, type WizardStep } from '../../../components/wizard/wizard';
import { useEnabledApplications } from '../api/use-applications';
import { useCreateGroup } from '../api/use-create-group';
import { RightsPicker } from './rights-picker';
import { UserSelect } from './user-select';

const LIST = '/organisation/groups';
const { zCreateGroupInput } = organisation;
const STEP_SCHEMAS = {
  identity: zCreateGroupInput.pick({ name: true, application: true }),
  rights: zCreateGroupInput.pick({ rights: true }),
  members: zCreateGroupInput.pick({ userIds: true }),
};

function IdentityStep({ applications }: { applications: readonly Application[] }) {
  const { t } = useTranslation('organisation');
  return (
    <>
      <Form.Item name="name" label={t('groups.name')} required>
        <Input data-testid="group-name" />
      </Form.Item>
      <Form.Item name="application" label={t('groups.application')} required>
        <Radio.Group
          options={applications.map((application) => ({ value: application, label: t(`applications.${application}`) }))}
          data-testid="group-application"
        />
      </Form.Item>
    </>
  );
}

/** The rights of the application chosen on the first step. */
function RightsStep() {
  const { t } = useTranslation('organisation');
  const application = (Form.useWatch('application', { form: Form.useFormInstance(), preserve: true }) ??
    'auth') as Application;
  return (
    <Form.Item name="rights" label={t('groups.rights')} extra={t('groups.nextLogin')}>
      <RightsPicker application={application} />
    </Form.Item>
  );
}

function MembersStep() {
  const { t } = useTranslation('organisation');
  const application = Form.useWatch('application', { form: Form.useFormInstance(), preserve: true }) as Application;
  return (
    <Form.Item name="userIds" label={t('members.title', { count: 0 })} extra={t('groups.membersHint')}>
      <UserSelect application={application} testId="group-members" />
    </Form.Item>
  );
}

/**
 * Creates a group in three steps (spec 000: group creation is a wizard): name and application,
 * rights, members. The server creates it with its members in one call; orga.create_group is enough.
 * Choosing members lists the entity's users, which needs orga.view: without it the step is left out.
 */
export function CreateGroupWizard() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const rights = useRights();
  const create = useCreateGroup();
  const enabled = useEnabledApplications();
  // Without orga.view the entity's applications cannot be read: offer both, the server refuses a disabled one.
  const applications = rights['orga.view'] ? enabled : APPLICATIONS;
  const steps: WizardStep[] = [
    {
      key: 'identity',
      title: t('groups.steps.identity'),
      schema: STEP_SCHEMAS.identity,
      content: <IdentityStep applications={applications} />,
    },
    { key: 'rights', title: t('groups.steps.rights'), schema: STEP_SCHEMAS.rights, content: <RightsStep /> },
  ];
  if (rights['orga.view']) {
    steps.push({
      key: 'members',
      title: t('groups.steps.members'),
      schema: STEP_SCHEMAS.members,
      content: <MembersStep />,
    });
  }
  return (
    <Wizard
      steps={steps}
      initialValues={{ application: 'auth', rights: [], userIds: [] }}
      // Rights ticked before going back to switch application are not the new application's: leave them out.
      onSubmit={(values) => {
        const input = values as InputOf<typeof organisation.createGroup> & { application: Application };
        const allowed = new Set<string>(organisation.rightsOfApplication(input.application));
        return create.mutateAsync({ ...input, rights: (input.rights ?? []).filter((right) => allowed.has(right)) });
      }}
      onSuccess={(result) => {
        notify.success(t('groups.created'));
        void navigate(rights['orga.edit_group'] ? `/organisation/groups/edit?id=${result.id}` : LIST);
      }}
      submitLabel={t('groups.create')}
      actions={<Button onClick={() => void navigate(LIST)}>{t('actions.cancel')}</Button>}
      testId="group-wizard"
    />
  );
}
