import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { currentLanguage } from '../../i18n';
import { listOutbox, outboxKey, type OutboxMail } from './api/list-outbox';
import { LinkedText } from './linked-text';

const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

/**
 * /organisation/mailoutbox: without an SMTP server the mails stay in the local outbox; here the
 * account's administrators read those sent to their users (security codes, password links), so
 * every flow that mails something can be finished in the browser (decision 0025).
 */
export default function MailOutboxPage() {
  const { t } = useTranslation('mail');
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<OutboxMail | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: outboxKey });

  // Read beside another tab (the activation waiting for its code): fresh whenever the tab comes back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void queryClient.invalidateQueries({ queryKey: outboxKey });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient]);

  const columns: ResourceColumns<OutboxMail> = [
    { key: 'createdAt', priority: 1, title: t('outbox.at'), dataIndex: 'createdAt', render: formatDateTime },
    { key: 'to', priority: 2, title: t('outbox.to'), dataIndex: 'to' },
    { key: 'subject', priority: 1, title: t('outbox.subject'), dataIndex: 'subject' },
    {
      key: 'status',
      priority: 3,
      title: t('outbox.status'),
      dataIndex: 'status',
      render: (status: OutboxMail['status']) => (
        <Tag color={status === 'stored' ? 'blue' : undefined}>{t(`outbox.statuses.${status}`)}</Tag>
      ),
    },
    {
      key: 'read',
      title: t('outbox.message'),
      fixed: 'right',
      render: (_, row) => (
        <Button size="small" type="link" onClick={() => setShown(row)} data-testid="outbox-read">
          {t('outbox.read')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('routes.mailOutbox')}</PageTitle>
      <Alert type="info" showIcon title={t('outbox.localDelivery')} description={t('outbox.intro')} />
      <ResourceTable<OutboxMail>
        queryKey={outboxKey}
        fetcher={listOutbox}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('outbox.search')}
        toolbar={
          <Button onClick={() => void refresh()} data-testid="outbox-refresh">
            {t('outbox.refresh')}
          </Button>
        }
        testId="outbox-table"
      />
      <Drawer
        open={shown !== null}
        onClose={() => setShown(null)}
        size="large"
        title={shown?.subject}
        data-testid="outbox-drawer"
      >
        {shown && (
          <>
            <p>
              <Tag color="blue">{t('outbox.localDelivery')}</Tag> {t('outbox.sentTo', { to: shown.to })} ·{' '}
              {formatDateTime(shown.createdAt)}
            </p>
            <LinkedText text={shown.text} />
          </>
        )}
      </Drawer>
    </>
  );
}
