import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WidgetCard } from './widget-card';

/** Looks up one reference: private consultation receives it in the navigation state. */
export function PrivateConsultationWidget() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WidgetCard id="privateConsultation">
      <Typography.Paragraph type="secondary">{t('home.privateConsultation.intro')}</Typography.Paragraph>
      <Input.Search
        enterButton={t('home.privateConsultation.submit')}
        placeholder={t('home.privateConsultation.placeholder')}
        aria-label={t('home.privateConsultation.placeholder')}
        onSearch={(value) => {
          const code = value.trim().toUpperCase();
          if (code) navigate('/privateconsultation', { state: { code } });
        }}
        data-testid="private-consultation-search"
      />
    </WidgetCard>
  );
}
