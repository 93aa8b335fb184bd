import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { useDeclarableModels } from './api/declarable-models';
import { EventForm } from './components/event-form';

/** /tracability/myevents/new (trac.event_create): declare an event from a declarable model. */
export default function EventNewPage() {
  const { t } = useTranslation('trace-events');
  const models = useDeclarableModels();
  return (
    <>
      <PageTitle>{t('routes.tracEventNew')}</PageTitle>
      <Card>
        {models.isPending && <PageSpinner />}
        {models.isError && <Alert type="error" showIcon title={errorMessage(models.error)} />}
        {models.data?.length === 0 && <Alert type="info" showIcon title={t('event.noModel')} data-testid="no-model" />}
        {models.data && models.data.length > 0 && <EventForm models={models.data} />}
      </Card>
    </>
  );
}
