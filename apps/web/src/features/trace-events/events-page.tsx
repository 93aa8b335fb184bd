import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { traceEvents } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { traceKeys } from './api/keys';
import { listEvents } from './api/list-events';
import { EpcisActions } from './components/epcis-actions';
import { useEventColumns } from './components/event-columns';
import { EventDrawer } from './components/event-drawer';
import { EventFilters } from './components/event-filters';
import { readEventFilters } from './model/event-filters';

export const EVENT_NEW_PATH = '/tracability/myevents/new';

/** /tracability/myevents (trac.event_view): the account's events; a row opens the event (`?event=`). */
export default function EventsPage() {
  const { t } = useTranslation('trace-events');
  const navigate = useNavigate();
  const rights = useRights();
  const [params, setParams] = useSearchParams();
  const openEvent = (id: string | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('event', id);
    else next.delete('event');
    setParams(next);
  };
  const columns = useEventColumns(openEvent);
  const canDeclare = Boolean(rights['trac.event_create']);
  return (
    <>
      <PageTitle
        extra={
          <Flex gap="small" wrap>
            <EpcisActions filters={readEventFilters(params)} />
            {canDeclare && (
              <Button type="primary" onClick={() => void navigate(EVENT_NEW_PATH)} data-testid="event-new">
                {t('event.new')}
              </Button>
            )}
          </Flex>
        }
      >
        {t('routes.tracEvents')}
      </PageTitle>
      <EventFilters canListModels={canDeclare} />
      <ResourceTable<traceEvents.TraceEventRow>
        queryKey={traceKeys.events}
        fetcher={listEvents}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('event.search')}
        tableProps={{
          onRow: (row) => ({ onClick: () => openEvent(row.id), style: { cursor: 'pointer' } }),
        }}
        testId="events-table"
      />
      <EventDrawer eventId={params.get('event') ?? undefined} onClose={() => openEvent(undefined)} />
    </>
  );
}
