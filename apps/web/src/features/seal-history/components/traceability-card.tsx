import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { useSealEvents } from '../api/use-seal-events';
import { SealEventTimeline } from './seal-event-timeline';

/**
 * The "Traceability" card of a seal (traceEvent.ofReference): its events as a timeline, oldest
 * first, each with its place, data and the container it was declared on; public ones marked, as
 * the consumer sees them too.
 */
export function TraceabilityCard({ reference }: { reference: string }) {
  const { t } = useTranslation('seal-history');
  const query = useSealEvents(reference);
  return (
    <Card size="small" title={t('traceability.title')} data-testid="traceability-card">
      {query.isPending && <Spin />}
      {query.isError && <Alert type="error" showIcon title={errorMessage(query.error)} />}
      {query.isSuccess && <SealEventTimeline events={query.data.events} testId="traceability-events" />}
    </Card>
  );
}
