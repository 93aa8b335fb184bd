import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsRow } from '@seal/shared/contract/help';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { currentLanguage } from '../../i18n';
import { findNewsPage } from './api/find-news';
import { helpKeys } from './api/keys';
import { formatDay } from './format';

/** /news and /help/news: the operator's news, newest first, the ones the user has not opened marked. */
export default function NewsPage() {
  const { t } = useTranslation('help');
  const language = currentLanguage();
  const columns: ResourceColumns<NewsRow> = [
    {
      key: 'title',
      priority: 1,
      title: t('news.titleColumn'),
      dataIndex: 'title',
      sorter: true,
      render: (title: string, row) => (
        <span className={row.unread ? 'news-unread' : undefined} data-testid={`news-row-${row.slug}`}>
          <Link to={`/help/news/${row.slug}`} style={row.unread ? { fontWeight: 600 } : undefined}>
            {title}
          </Link>{' '}
          {row.unread && (
            <Tag color="blue" data-testid="news-unread">
              {t('news.unread')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'publishedAt',
      priority: 2,
      title: t('news.published'),
      dataIndex: 'publishedAt',
      sorter: true,
      render: (iso: string) => formatDay(iso),
    },
  ];
  return (
    <>
      <PageTitle>{t('news.title')}</PageTitle>
      <ResourceTable<NewsRow>
        queryKey={helpKeys.newsList(language)}
        fetcher={findNewsPage(language)}
        columns={columns}
        rowKey="slug"
        searchPlaceholder={t('news.search')}
        testId="news-table"
      />
    </>
  );
}
