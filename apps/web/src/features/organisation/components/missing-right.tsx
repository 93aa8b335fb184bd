import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * A screen whose route opens with one of several rights (create or edit) shows this when the
 * mode asked for needs the other one.
 */
export function MissingRight({ back }: { back: string }) {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('errors.common.forbidden')}
      extra={<Button onClick={() => void navigate(back)}>{t('actions.back')}</Button>}
      data-testid="missing-right"
    />
  );
}
