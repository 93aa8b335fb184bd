import { Checkbox, DatePicker, Flex, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { epcis } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { createApiToken } from '../api/create-api-token';
import { traceKeys } from '../api/keys';

const DAY = 'YYYY-MM-DD';
/** The right a scope needs from its maker. */
const RIGHT_OF_SCOPE = { 'epcis.read': 'trac.event_view', 'epcis.capture': 'trac.event_create' } as const;

/** Makes a token: its name, what it may do (as far as the user's rights go) and when it expires. */
export function ApiTokenForm({ onMade }: { onMade: (token: epcis.ApiToken & { token: string }) => void }) {
  const { t } = useTranslation('trace-events');
  const client = useQueryClient();
  const rights = useRights();
  const scopes = epcis.API_TOKEN_SCOPES.filter((scope) => rights[RIGHT_OF_SCOPE[scope]]);
  return (
    <ResourceForm
      schema={epcis.createToken.input}
      initialValues={{ name: '', scopes, expiresAt: null }}
      onSubmit={createApiToken}
      onSuccess={(made) => {
        void client.invalidateQueries({ queryKey: traceKeys.tokens });
        onMade(made);
      }}
      submitLabel={t('tokens.make')}
      resetOnSuccess
      testId="api-token-form"
    >
      <Flex gap="middle" wrap>
        <Form.Item name="name" label={t('tokens.name')} required>
          <Input maxLength={60} style={{ width: 240 }} data-testid="api-token-name" />
        </Form.Item>
        <Form.Item
          name="expiresAt"
          label={t('tokens.expires')}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value, DAY) : null })}
          normalize={(day: Dayjs | null) => (day ? day.format(DAY) : null)}
        >
          <DatePicker
            placeholder={t('tokens.never')}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            data-testid="api-token-expiry"
          />
        </Form.Item>
      </Flex>
      <Form.Item name="scopes" label={t('tokens.scopes')} required>
        <Checkbox.Group
          options={scopes.map((scope) => ({ value: scope, label: t(`tokens.scope.${scope}`) }))}
          data-testid="api-token-scopes"
        />
      </Form.Item>
    </ResourceForm>
  );
}
