import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { traceEvents } from '@seal/shared';
import { errorMessage } from '../../api/error-message';
import { useRights } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { currentLanguage } from '../../i18n';
import { useEventModel } from './api/get-event-model';
import { EventModelForm } from './components/event-model-form';

/**
 * /tracability/eventmodel/new: a new model (trac.eventmdl_create), or with `?id=` an existing one,
 * editable with trac.eventmdl_edit while no event uses it (the spec has no edit route of its own).
 */
export default function EventModelEditPage() {
  const { t } = useTranslation('trace-events');
  const rights = useRights();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const query = useEventModel(id);
  if (id && query.isPending) return <PageSpinner />;
  if (id && query.isError)
    return (
      <Result
        status="warning"
        title={errorMessage(query.error)}
        extra={<Button onClick={() => void query.refetch()}>{t('table.retry')}</Button>}
      />
    );
  const model = id ? query.data : undefined;
  return (
    <>
      <PageTitle>
        {model ? traceEvents.localised(model.name, currentLanguage()) : t('routes.tracEventModelNew')}
      </PageTitle>
      <Card>
        <EventModelForm
          key={model?.id ?? 'new'}
          model={model}
          editable={Boolean(rights[model ? 'trac.eventmdl_edit' : 'trac.eventmdl_create'])}
        />
      </Card>
    </>
  );
}
