import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { organisation } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useUpdateGroup } from '../api/use-update-group';
import { RightsPicker } from './rights-picker';

function NameField() {
  const { t } = useTranslation('organisation');
  return (
    <Form.Item name="name" label={t('groups.name')} required>
      <Input data-testid="group-name" />
    </Form.Item>
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
