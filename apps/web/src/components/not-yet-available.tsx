import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The page of every screen whose area is not built yet: the menu, the guards and the search
 * already know the route; the area replaces this page with its own when it lands.
 */
export default function NotYetAvailable({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={titleKey ? t(titleKey) : t('notYet.title')}
      subTitle={t('notYet.subtitle')}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('common.backHome')}
        </Button>
      }
      data-testid="not-yet-available"
    />
  );
}
