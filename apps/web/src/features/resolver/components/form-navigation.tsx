import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../api/notify';
import { resolverKeys } from '../api/keys';

/** After a save: the lists refreshed, a word of it, back to the list. */
export function useAfterSave(listPath: string, messageKey: string) {
  const { t } = useTranslation('resolver');
  const navigate = useNavigate();
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: resolverKeys.all });
    notify.success(t(messageKey));
    void navigate(listPath);
  };
}

/** The form's "Cancel": back to the list, nothing saved. */
export function CancelButton({ listPath }: { listPath: string }) {
  const { t } = useTranslation('resolver');
  const navigate = useNavigate();
  return (
    <Button onClick={() => void navigate(listPath)} data-testid="form-cancel">
      {t('actions.cancel')}
    </Button>
  );
}
