import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { holdsAny, type dashboard } from '@seal/shared';
import { methodRef } from '../api/method-ref';
import { rpc } from '../api/rpc';
import { useRights } from '../api/session';

const getDemoHistoryProgress = methodRef<typeof dashboard.getDemoHistoryProgress>(
  'dashboardModel',
  'getDemoHistoryProgress',
);

/** While the demo's year of history fills in behind the server, how often its progress is read again. */
const POLL_MS = 2_000;

/**
 * "The demo history is being prepared: N %", above the figures it feeds (the dashboard, the
 * statistics), while the server fills it in; nothing otherwise (docs/statistics.md "Demo history").
 */
export default function DemoHistoryProgress() {
  const { t } = useTranslation();
  const allowed = holdsAny(useRights(), ['stat.view']);
  const query = useQuery({
    queryKey: ['dashboard', 'demoHistory'],
    queryFn: ({ signal }) => rpc(getDemoHistoryProgress, {}, { signal }),
    enabled: allowed,
    refetchInterval: (current) => (current.state.data ? POLL_MS : false),
    meta: { silent: true },
  });
  if (!query.data) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="demo-history-progress"
      message={t('home.demoHistory', { percent: query.data.percent })}
    />
  );
}
