import { Button } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { traceEvents } from '@seal/shared';
import { notify } from '../../../api/notify';
import { useRights } from '../../../api/session';
import { currentLanguage } from '../../../i18n';
import { copyEventModel } from '../api/copy-event-model';
import { traceKeys } from '../api/keys';

export const MODEL_FORM_PATH = '/tracability/eventmodel/new';

/** "Make a copy" of a model (trac.eventmdl_create): the copy opens, ready to change. */
export function CopyModelButton({
  model,
  size,
}: {
  model: Pick<traceEvents.EventModel, 'id' | 'name'>;
  size?: 'small';
}) {
  const { t } = useTranslation('trace-events');
  const navigate = useNavigate();
  const client = useQueryClient();
  const rights = useRights();
  const copy = useMutation({
    mutationFn: () => copyEventModel(model.id),
    onSuccess: (made) => {
      void client.invalidateQueries({ queryKey: traceKeys.all });
      notify.success(t('model.copied'));
      void navigate(`${MODEL_FORM_PATH}?id=${made.id}`);
    },
  });
  if (!rights['trac.eventmdl_create']) return null;
  return (
    <Button
      size={size}
      type={size ? 'link' : 'default'}
      loading={copy.isPending}
      onClick={() => copy.mutate()}
      aria-label={t('model.copyNamed', { name: traceEvents.localised(model.name, currentLanguage()) })}
      data-testid="model-copy"
    >
      {t('model.copy')}
    </Button>
  );
}
