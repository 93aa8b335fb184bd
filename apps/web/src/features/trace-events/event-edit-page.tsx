import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { useEventModel } from './api/get-event-model';
import { useTraceEvent } from './api/get-event';
import { EventForm } from './components/event-form';
import { fromEvent } from './model/event-form-values';

/** /tracability/myevents/edit?id= (trac.event_create): change an event declared on the console. */
export default function EventEditPage() {
  const { t } = useTranslation('trace-events');
  const id = useSearchParams()[0].get('id') ?? undefined;
  const event = useTraceEvent(id);
  const model = useEventModel(event.data?.eventModelId);
  const failed = event.error ?? model.error;
  return (
    <>
      <PageTitle>{t('routes.tracEventEdit')}</PageTitle>
      <Card>
        {!id && <Alert type="info" showIcon title={t('event.noneChosen')} />}
        {failed && <Alert type="error" showIcon title={errorMessage(failed)} />}
        {id && !failed && (!event.data || !model.data) && <PageSpinner />}
        {event.data && event.data.source !== 'console' && (
          <Alert type="info" showIcon title={t('event.notConsole')} data-testid="event-not-editable" />
        )}
        {event.data?.source === 'console' && event.data.rangeCount > event.data.ranges.length && (
          <Alert type="warning" showIcon title={t('event.tooManyRanges')} />
        )}
        {event.data?.source === 'console' && event.data.rangeCount <= event.data.ranges.length && model.data && (
          <EventForm models={[model.data]} eventId={event.data.id} initialValues={fromEvent(event.data)} />
        )}
      </Card>
    </>
  );
}
