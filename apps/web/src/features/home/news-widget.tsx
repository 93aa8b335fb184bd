import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from './widget-card';

/** News: published with the help pages (a later issue); until then there is none to show. */
export function NewsWidget() {
  const { t } = useTranslation();
  return (
    <WidgetCard id="news">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.news.empty')} data-testid="news-empty" />
    </WidgetCard>
  );
}
