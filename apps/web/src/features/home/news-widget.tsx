import { Badge } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rpc } from '../../api/rpc';
import { currentLanguage } from '../../i18n';
import { findNews, NEWS_WIDGET_SIZE, newsWidgetKey } from './api/news-methods';
import { formatDateTime } from './display';
import { WidgetBody } from './widget-body';
import { WidgetCard } from './widget-card';

/** The latest news of the operator (/news), the ones the user has not opened in bold. */
export function NewsWidget() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useQuery({
    queryKey: newsWidgetKey(language),
    queryFn: ({ signal }) => rpc(findNews, { language, size: NEWS_WIDGET_SIZE }, { signal }),
    meta: { silent: true },
  });
  const unread = query.data?.unread ?? 0;
  return (
    <WidgetCard
      id="news"
      extra={
        <Link to="/news" data-testid="news-widget-all">
          <Badge count={unread} size="small" offset={[8, -2]} data-testid="news-widget-unread">
            {t('home.news.all')}
          </Badge>
        </Link>
      }
    >
      <WidgetBody query={query} id="news">
        {(page) =>
          page.rows.length === 0 ? (
            <p className="widget-card-note" data-testid="news-empty">
              {t('home.news.empty')}
            </p>
          ) : (
            <ul className="widget-list" data-testid="news-widget">
              {page.rows.map((row) => (
                <li key={row.slug}>
                  <span className="widget-list-label">
                    <Link
                      to={`/help/news/${row.slug}`}
                      style={row.unread ? { fontWeight: 600 } : undefined}
                      data-testid={`news-widget-${row.slug}`}
                      data-unread={row.unread}
                    >
                      {row.title}
                    </Link>
                    {row.unread && <span className="widget-list-detail">{t('home.news.unread')}</span>}
                  </span>
                  <span className="widget-list-figure">{formatDateTime(row.publishedAt)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </WidgetBody>
    </WidgetCard>
  );
}
