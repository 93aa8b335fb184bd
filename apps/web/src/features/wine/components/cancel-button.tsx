import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The form's "Cancel": back to the list, nothing saved. */
export function CancelButton({ to }: { to: string }) {
  const { t } = useTranslation('wine');
  const navigate = useNavigate();
  return (
    <Button onClick={() => void navigate(to)} data-testid="form-cancel">
      {t('actions.cancel')}
    </Button>
  );
}
