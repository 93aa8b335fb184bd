import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications as contract } from '@seal/shared';
import type { NotificationKind } from '@seal/shared/contract/organisation-common';
import { errorMessage } from '../../api/error-message';
import { request } from '../../api/http';
import { notify } from '../../api/notify';
import { rpc } from '../../api/rpc';
import { PageTitle } from '../../components/page-title';

const preferenceKey = ['notifications', 'preference'] as const;

/**
 * /settings/notify: the user's subscriptions, which notifications are also sent by e-mail: the
 * consumers' forms and the seals turned suspect or fraudulent (spec 000 section 5).
 */
export default function NotifyPage() {
  const { t } = useTranslation('notifications');
  const preferences = useQuery({
    queryKey: preferenceKey,
    queryFn: ({ signal }) =>
      request<contract.NotificationPreference[]>('GET', contract.USER_PREFERENCE_PATH, undefined, { signal }),
  });
  return (
    <>
      <PageTitle>{t('preferences.title')}</PageTitle>
      <Card style={{ maxWidth: 640 }}>
        {preferences.error && <Alert type="error" showIcon title={errorMessage(preferences.error)} />}
        {preferences.data ? <NotifyForm preferences={preferences.data} /> : !preferences.error && <Skeleton active />}
      </Card>
    </>
  );
}

/** The subscriptions, from what the server holds. */
function NotifyForm({ preferences }: { preferences: contract.NotificationPreference[] }) {
  const { t } = useTranslation('notifications');
  const client = useQueryClient();
  const [chosen, setChosen] = useState(() => preferences.filter((p) => p.subscribed).map((p) => p.kind));
  const save = useMutation({
    mutationFn: (kinds: NotificationKind[]) => rpc(contract.updateNotifs, { notifications: kinds }),
    onSuccess: async () => {
      notify.success(t('preferences.saved'));
      await client.invalidateQueries({ queryKey: preferenceKey });
    },
  });

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph>{t('preferences.intro')}</Typography.Paragraph>
      <Checkbox.Group value={chosen} onChange={(values) => setChosen(values)} data-testid="notify-kinds">
        <Flex vertical gap={8}>
          {preferences.map(({ kind }) => (
            <Checkbox key={kind} value={kind} data-testid={`notify-${kind}`}>
              {t(`preferences.kinds.${kind}`)}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
      {save.error && <Alert type="error" showIcon title={errorMessage(save.error)} />}
      <div>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate(chosen)} data-testid="notify-save">
          {t('preferences.save')}
        </Button>
      </div>
    </Flex>
  );
}
