import { useState } from 'react';
import { Button, DatePicker, Divider, Flex, Form, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { traceEvents } from '@seal/shared';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { currentLanguage } from '../../../i18n';
import { declareEvent } from '../api/declare-event';
import { traceKeys } from '../api/keys';
import { useSites } from '../api/use-sites';
import { eventFormSchema } from '../model/event-form-schema';
import type { EventFormValues } from '../model/event-form-values';
import { DataValuesFields } from './data-values-fields';
import { DeclareResultPanel, type DeclaredOutcome } from './declare-result';
import { ReferencesFields } from './references-fields';

export const EVENTS_PATH = '/tracability/myevents';

interface Props {
  /** The models the user may declare from (new), or the event's own model (edit). */
  models: traceEvents.EventModel[];
  /** The event changed (edit); none: a new declaration. */
  eventId?: string;
  initialValues?: EventFormValues;
}

/** Declares an event from a model, or changes a console event; then says what was taken and what was ignored. */
export function EventForm({ models, eventId, initialValues }: Props) {
  const { t } = useTranslation('trace-events');
  const navigate = useNavigate();
  const client = useQueryClient();
  const sites = useSites();
  const [outcome, setOutcome] = useState<DeclaredOutcome | null>(null);
  const [modelId, setModelId] = useState(
    initialValues?.eventModelId ?? (models.length === 1 ? models[0]?.id : undefined),
  );
  const model = models.find((candidate) => candidate.id === modelId);
  const language = currentLanguage();
  if (outcome)
    return <DeclareResultPanel outcome={outcome} edited={Boolean(eventId)} onAgain={() => setOutcome(null)} />;
  const siteOptions = (sites.data ?? []).filter((site) => !model?.siteIds.length || model.siteIds.includes(site.value));
  return (
    <ResourceForm
      key={modelId ?? 'none'}
      schema={eventFormSchema(model?.items ?? [])}
      mode={eventId ? 'edit' : 'create'}
      initialValues={{ eventTime: dayjs().startOf('minute'), ...initialValues, eventModelId: modelId } as never}
      onSubmit={({ tooLong, ...input }) => declareEvent(input, eventId).then((result) => ({ result, tooLong }))}
      onSuccess={(declared) => {
        void client.invalidateQueries({ queryKey: traceKeys.all });
        setOutcome(declared);
      }}
      submitLabel={eventId ? undefined : t('event.declare')}
      actions={
        <Button onClick={() => void navigate(EVENTS_PATH)} data-testid="form-cancel">
          {t('actions.cancel')}
        </Button>
      }
      testId="event-form"
    >
      <Form.Item name="eventModelId" label={t('event.model')} required>
        <Select
          disabled={Boolean(eventId)}
          onChange={(id: string) => setModelId(id)}
          showSearch={{ optionFilterProp: 'label' }}
          options={models.map((candidate) => ({
            value: candidate.id,
            label: traceEvents.localised(candidate.name, language),
          }))}
          style={{ maxWidth: 420 }}
          data-testid="event-model"
        />
      </Form.Item>
      {model && (
        <>
          <Flex gap="middle" wrap>
            <Form.Item name="eventTime" label={t('event.when')} required>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="event-time" />
            </Form.Item>
            <Form.Item name="siteId" label={t('event.site')}>
              <Select allowClear options={siteOptions} style={{ minWidth: 200 }} data-testid="event-site" />
            </Form.Item>
            {model.target !== 'none' && (
              <Form.Item name="targetSiteId" label={t('event.targetSite')} required={model.target === 'mandatory'}>
                <Select allowClear options={sites.data ?? []} style={{ minWidth: 200 }} data-testid="event-target" />
              </Form.Item>
            )}
          </Flex>
          {model.items.length > 0 && (
            <>
              <Divider titlePlacement="start">{t('event.data')}</Divider>
              <DataValuesFields items={model.items} />
            </>
          )}
          <Divider titlePlacement="start">{t('event.seals')}</Divider>
          <ReferencesFields model={model} />
        </>
      )}
    </ResourceForm>
  );
}
