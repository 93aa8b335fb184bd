import { Checkbox, DatePicker, Flex, Form, Input, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { apiTokens } from '@seal/shared';
import type { ApiToken, ApiTokenOptions } from '@seal/shared/contract/api-tokens';
import { useSession } from '../../../api/session';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { apiTokenKeys, createApiToken, fetchTokenOptions } from '../api/api-tokens';

const DAY = 'YYYY-MM-DD';

/** The rights of the chosen user, to tick among; the others cannot be given. */
function RightsField({ options }: { options: ApiTokenOptions }) {
  const { t } = useTranslation('api-tokens');
  const form = Form.useFormInstance();
  const { session } = useSession();
  const userId = (Form.useWatch('userId', form) as string | null | undefined) ?? session?.user.id;
  const user = options.users.find((candidate) => candidate.id === userId);
  return (
    <Form.Item name="rights" label={t('form.rights')} required extra={t('form.rightsHelp')}>
      <Checkbox.Group
        options={(user?.rights ?? []).map((right) => ({ value: right, label: right }))}
        data-testid="api-token-rights"
      />
    </Form.Item>
  );
}

/** Makes a token: its name, the user it acts as, rights among theirs, an entity, an expiry. */
export function ApiTokenForm({ onMade }: { onMade: (token: ApiToken & { token: string }) => void }) {
  const { t } = useTranslation('api-tokens');
  const client = useQueryClient();
  const options = useQuery({ queryKey: apiTokenKeys.options, queryFn: ({ signal }) => fetchTokenOptions(signal) });
  if (!options.data) return null;
  const { users, entities } = options.data;
  return (
    <ResourceForm
      schema={apiTokens.createToken.input}
      initialValues={{ name: '', userId: null, rights: [], entityId: null, expiresAt: null }}
      onSubmit={createApiToken}
      onSuccess={(made) => {
        void client.invalidateQueries({ queryKey: apiTokenKeys.all });
        onMade(made);
      }}
      submitLabel={t('form.make')}
      resetOnSuccess
      testId="api-token-form"
    >
      <Flex gap="middle" wrap>
        <Form.Item name="name" label={t('form.name')} required>
          <Input maxLength={60} style={{ width: 240 }} data-testid="api-token-name" />
        </Form.Item>
        {users.length > 1 && (
          <Form.Item name="userId" label={t('form.user')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('form.myself')}
              style={{ width: 280 }}
              options={users.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }))}
              data-testid="api-token-user"
            />
          </Form.Item>
        )}
        <Form.Item name="entityId" label={t('form.entity')}>
          <Select
            allowClear
            placeholder={t('form.userEntity')}
            style={{ width: 240 }}
            options={entities.map((entity) => ({ value: entity.id, label: entity.name }))}
            data-testid="api-token-entity"
          />
        </Form.Item>
        <Form.Item
          name="expiresAt"
          label={t('form.expires')}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value, DAY) : null })}
          normalize={(day: Dayjs | null) => (day ? day.format(DAY) : null)}
        >
          <DatePicker
            placeholder={t('list.never')}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            data-testid="api-token-expiry"
          />
        </Form.Item>
      </Flex>
      <RightsField options={options.data} />
    </ResourceForm>
  );
}
