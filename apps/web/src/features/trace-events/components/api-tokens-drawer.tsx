import { useState } from 'react';
import { Alert, Drawer, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { epcis } from '@seal/shared';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { traceKeys } from '../api/keys';
import { useApiTokens } from '../api/list-api-tokens';
import { revokeApiToken } from '../api/revoke-api-token';
import { formatDateTime } from '../model/format';
import { ApiTokenForm } from './api-token-form';
import { ApiTokenSecret } from './api-token-secret';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The user's API tokens for the EPCIS endpoints: listed, made (the secret shown once), revoked. */
export function ApiTokensDrawer({ open, onClose }: Props) {
  const { t } = useTranslation('trace-events');
  const tokens = useApiTokens(open);
  const [made, setMade] = useState<(epcis.ApiToken & { token: string }) | null>(null);
  const close = () => {
    setMade(null); // the secret is never shown again
    onClose();
  };
  return (
    <Drawer open={open} onClose={close} size="large" title={t('tokens.title')} data-testid="api-tokens-drawer">
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary">{t('tokens.intro')}</Typography.Paragraph>
        {made ? <ApiTokenSecret token={made} onDone={() => setMade(null)} /> : <ApiTokenForm onMade={setMade} />}
        {tokens.isError && <Alert type="error" showIcon title={t('tokens.loadFailed')} />}
        <Table<epcis.ApiToken>
          size="small"
          rowKey="id"
          loading={tokens.isFetching}
          dataSource={tokens.data ?? []}
          pagination={false}
          columns={[
            { key: 'name', title: t('tokens.name'), dataIndex: 'name' },
            {
              key: 'hint',
              title: t('tokens.hint'),
              render: (_, token) => <Typography.Text code>{token.hint}…</Typography.Text>,
            },
            {
              key: 'scopes',
              title: t('tokens.scopes'),
              render: (_, token) => token.scopes.map((scope) => <Tag key={scope}>{t(`tokens.scope.${scope}`)}</Tag>),
            },
            {
              key: 'expiresAt',
              title: t('tokens.expires'),
              render: (_, token) => (token.expiresAt ? token.expiresAt.slice(0, 10) : t('tokens.never')),
            },
            {
              key: 'lastUsedAt',
              title: t('tokens.lastUsed'),
              render: (_, token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : '-'),
            },
            {
              key: 'revoke',
              title: '',
              render: (_, token) => (
                <ConfirmAction
                  title={t('tokens.revokeConfirm', { name: token.name })}
                  content={t('tokens.revokeEffect')}
                  mutationFn={() => revokeApiToken(token.id)}
                  invalidate={[traceKeys.tokens]}
                  successMessage={t('tokens.revoked')}
                  button={{ size: 'small', type: 'link', 'aria-label': t('tokens.revokeNamed', { name: token.name }) }}
                  danger
                  testId="api-token-revoke"
                >
                  {t('tokens.revoke')}
                </ConfirmAction>
              ),
            },
          ]}
          data-testid="api-tokens-table"
        />
      </Flex>
    </Drawer>
  );
}
