import { Button } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../api/notify';
import { copyModel } from '../api/copy-model';
import { containerKeys } from '../api/keys';
import { editPath } from '../model/paths';

/** "Make a copy" of a container model, then edit the copy (a model in use cannot be modified). */
export function CopyModelButton({ modelId, size }: { modelId: string; size?: 'small' }) {
  const { t } = useTranslation('trace-containers');
  const navigate = useNavigate();
  const client = useQueryClient();
  const copy = useMutation({
    mutationFn: () => copyModel(modelId),
    onSuccess: (copied) => {
      void client.invalidateQueries({ queryKey: containerKeys.all });
      notify.success(t('model.copied', { name: copied.name }));
      void navigate(editPath('model', copied.id));
    },
  });
  return (
    <Button
      size={size}
      type={size ? 'link' : 'default'}
      loading={copy.isPending}
      onClick={() => copy.mutate()}
      data-testid="model-copy"
    >
      {t('model.copy')}
    </Button>
  );
}
