import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorResult } from './error-result';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorResult
      status="404"
      code="404"
      subTitle={t('errorPages.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('common.backHome')}
        </Button>
      }
      data-testid="page-404"
    />
  );
}
