import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActionHistoryEntry } from '@seal/shared/contract/dashboard';
import { rpc } from '../../api/rpc';
import { DASHBOARD_KEYS, getActionHistory } from './api/dashboard-methods';
import { formatDateTime } from './display';
import { WidgetBody } from './widget-body';
import { SkeletonLines } from '../../components/skeleton/skeleton';
import { WidgetCard } from './widget-card';

/** The latest entries of the action log, labelled as /logsactor labels them. */
export function ActionHistoryWidget() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: DASHBOARD_KEYS.actionHistory,
    queryFn: ({ signal }) => rpc(getActionHistory, {}, { signal }),
    meta: { silent: true },
  });
  return (
    <WidgetCard id="actionHistory" extra={<Link to="/logsactor">{t('home.actions.open')}</Link>}>
      <WidgetBody query={query} id="actionHistory">
        {(rows) =>
          rows.length === 0 ? (
            <p className="widget-card-note">{t('home.actions.none')}</p>
          ) : (
            // The action labels are the log's own (namespace organisation), loaded with this widget only.
            <Suspense fallback={<SkeletonLines />}>
              <ActionList rows={rows} />
            </Suspense>
          )
        }
      </WidgetBody>
    </WidgetCard>
  );
}

function ActionList({ rows }: { rows: ActionHistoryEntry[] }) {
  const { t } = useTranslation('organisation');
  // The log's labels (features/organisation/action-log-labels.ts): an action by its method, a
  // method logged before its label existed under its own name.
  const label = (method: string) => t(`log.actions.${method}`, { defaultValue: method.split('.')[1] ?? method });
  return (
    <ul className="widget-list" data-testid="action-history">
      {rows.map((row) => (
        <li key={row.id}>
          <span className="widget-list-label">
            <span title={row.method}>{label(row.method)}</span>
            <span className="widget-list-detail">
              {[row.userName ?? row.userEmail ?? t('home.actions.deletedUser'), row.entityName]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
          <span className="widget-list-figure">{formatDateTime(row.at)}</span>
        </li>
      ))}
    </ul>
  );
}
