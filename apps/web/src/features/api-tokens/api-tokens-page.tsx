import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiToken, ApiTokenStatus } from '@seal/shared/contract/api-tokens';
import { PageTitle } from '../../components/page-title';
import { RowActions } from '../../components/row-actions';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { apiTokenKeys, findApiTokens, revokeApiToken } from './api/api-tokens';
import { ApiTokenForm } from './components/api-token-form';
import { ApiTokenSecret } from './components/api-token-secret';

const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

const STATUS_COLOUR: Record<ApiTokenStatus, string | undefined> = {
  active: 'green',
  expired: undefined,
  revoked: 'red',
};

/**
 * /settings/tokens: API tokens (docs/api-tokens.md). Every user makes and revokes their own; with
 * orga.edit_user, those of every user of their entity and below. A token's secret is shown once.
 */
export default function ApiTokensPage() {
  const { t } = useTranslation('api-tokens');
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<(ApiToken & { token: string }) | null>(null);
  const close = () => {
    setMade(null); // the secret is never shown again
    setMaking(false);
  };
  const columns: ResourceColumns<ApiToken> = [
    { key: 'name', priority: 1, title: t('list.name'), dataIndex: 'name' },
    {
      key: 'user',
      priority: 2,
      title: t('list.user'),
      render: (_, row) => <span title={row.userEmail}>{row.userName}</span>,
    },
    {
      key: 'rights',
      priority: 3,
      title: t('list.rights'),
      render: (_, row) => (
        <span title={row.rights.join(', ')}>{t('list.rightsCount', { count: row.rights.length })}</span>
      ),
    },
    { key: 'scope', priority: 3, title: t('list.scope'), render: (_, row) => row.entityName ?? t('list.userEntity') },
    {
      key: 'expiresAt',
      priority: 4,
      title: t('list.expires'),
      render: (_, row) => (row.expiresAt ? formatDateTime(row.expiresAt) : t('list.never')),
    },
    {
      key: 'lastUsedAt',
      priority: 3,
      title: t('list.lastUsed'),
      render: (_, row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : '-'),
    },
    { key: 'lastIp', priority: 4, title: t('list.lastIp'), render: (_, row) => row.lastIp ?? '-' },
    {
      key: 'status',
      priority: 1,
      title: t('list.status'),
      render: (_, row) => (
        <Tag color={STATUS_COLOUR[row.status]} data-testid="api-token-status">
          {t(`status.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      priority: 1,
      title: t('list.actions'),
      render: (_, row) => (
        <RowActions
          ns="api-tokens"
          kind="token"
          name={row.name}
          remove={row.status === 'revoked' ? undefined : () => revokeApiToken(row.id)}
          invalidate={[apiTokenKeys.all]}
        />
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ResourceTable<ApiToken>
        queryKey={apiTokenKeys.lists}
        fetcher={findApiTokens}
        columns={columns}
        rowKey="id"
        searchable={false}
        paged={false}
        toolbar={
          <Button type="primary" onClick={() => setMaking(true)} data-testid="api-token-create">
            {t('form.make')}
          </Button>
        }
        testId="api-tokens-table"
      />
      <Modal open={making} onCancel={close} footer={null} title={t('form.title')} width={760} destroyOnHidden>
        {made ? <ApiTokenSecret token={made} onDone={close} /> : <ApiTokenForm onMade={setMade} />}
      </Modal>
    </>
  );
}
