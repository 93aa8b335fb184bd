import { Alert, Button, Divider } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { traceEvents } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { traceKeys } from '../api/keys';
import { saveEventModel } from '../api/save-event-model';
import { eventModelFormSchema } from '../model/event-model-schema';
import { DataItemsField } from './data-item-fields';
import { LocalisedInputs } from './localised-inputs';
import { ModelSettingsFields } from './model-settings-fields';
import { CopyModelButton } from './copy-model-button';

export const EVENT_MODELS_PATH = '/tracability/eventmodel';

const NEW_MODEL: traceEvents.EventModelFields = {
  name: { en: '' },
  items: [],
  options: {
    canDeclareContainers: false,
    severalReferences: true,
    public: false,
    sharedWithEntities: false,
    startEvent: false,
  },
  target: 'none',
  bizStep: 'other',
  disposition: null,
  siteIds: [],
};

interface Props {
  model?: traceEvents.EventModel;
  /** The user may change it (trac.eventmdl_edit for a model, trac.eventmdl_create for a new one). */
  editable: boolean;
}

/**
 * The event model form (new, or edit with `?id=`). A model in use, or one the user may not edit,
 * is shown read-only; a model in use offers its copy instead.
 */
export function EventModelForm({ model, editable }: Props) {
  const { t } = useTranslation('trace-events');
  const navigate = useNavigate();
  const client = useQueryClient();
  const readOnly = !editable || Boolean(model?.inUse);
  const initialValues: traceEvents.EventModelFields = model
    ? {
        name: model.name,
        items: model.items,
        options: model.options,
        target: model.target,
        bizStep: model.bizStep,
        disposition: model.disposition,
        siteIds: model.siteIds,
      }
    : NEW_MODEL;
  return (
    <>
      {model?.inUse && (
        <Alert
          type="info"
          showIcon
          title={t('model.inUse')}
          action={<CopyModelButton model={model} />}
          style={{ marginBottom: 16 }}
          data-testid="model-in-use"
        />
      )}
      <ResourceForm
        schema={eventModelFormSchema}
        mode={model ? 'edit' : 'create'}
        initialValues={initialValues}
        disabled={readOnly}
        onSubmit={(values) => saveEventModel(values, model?.id)}
        onSuccess={() => {
          void client.invalidateQueries({ queryKey: traceKeys.all });
          notify.success(t(model ? 'model.saved' : 'model.created'));
          void navigate(EVENT_MODELS_PATH);
        }}
        actions={
          <Button onClick={() => void navigate(EVENT_MODELS_PATH)} data-testid="form-cancel">
            {t(readOnly ? 'actions.back' : 'actions.cancel')}
          </Button>
        }
        testId="event-model-form"
      >
        <LocalisedInputs name={['name']} label={t('model.name')} testId="model-name" />
        <Divider titlePlacement="start">{t('model.items')}</Divider>
        <DataItemsField />
        <Divider titlePlacement="start">{t('model.settings')}</Divider>
        <ModelSettingsFields />
      </ResourceForm>
    </>
  );
}
