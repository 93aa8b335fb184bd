import { useEffect } from 'react';
import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { currentLanguage } from '../../i18n';
import { useNewsItem } from './api/get-news';
import { useMarkNewsRead } from './api/mark-news-read';
import { formatDay } from './format';
import { MarkdownView } from './markdown/markdown-view';

/** /help/news/:test: one news item (`test` is its slug, the route's name in spec 000); opening it marks it read. */
export default function NewsItemPage() {
  const { t } = useTranslation('help');
  const slug = useParams().test ?? '';
  const item = useNewsItem(slug, currentLanguage());
  const markRead = useMarkNewsRead();
  const unread = item.data?.unread === true;
  const { mutate } = markRead;

  useEffect(() => {
    if (unread) mutate(slug);
  }, [unread, slug, mutate]);

  const back = <Link to="/help/news">{t('news.back')}</Link>;
  if (item.isPending) return <Skeleton active />;
  if (item.isError || !item.data) {
    return (
      <>
        <PageTitle extra={back}>{t('news.title')}</PageTitle>
        <Alert type="warning" showIcon title={t('news.notFound')} data-testid="news-not-found" />
      </>
    );
  }
  return (
    <article>
      <PageTitle extra={back}>{item.data.title}</PageTitle>
      <Typography.Paragraph type="secondary">{formatDay(item.data.publishedAt)}</Typography.Paragraph>
      <MarkdownView source={item.data.body} testId="news-body" />
    </article>
  );
}
