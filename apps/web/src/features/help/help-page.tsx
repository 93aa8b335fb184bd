import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Col, Empty, Input, Menu, Row, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { currentLanguage } from '../../i18n';
import { isGuideSection, loadGuide } from './guide/guide-pages';
import { searchGuide } from './guide/search-guide';
import { MarkdownView } from './markdown/markdown-view';
import './help-page.css';

/**
 * /help: the user guide, one page per menu section (?section=, which the banner's help button
 * sets to the section the user is in), searchable across all pages (?q=).
 */
export default function HelpPage() {
  const { t } = useTranslation('help');
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const requested = params.get('section');
  const section = isGuideSection(requested) ? requested : 'home';
  const guide = useQuery({
    queryKey: ['help', 'guide', language],
    queryFn: () => loadGuide(language),
    staleTime: Infinity,
  });
  const pages = useMemo(() => guide.data ?? [], [guide.data]);
  const matches = useMemo(() => searchGuide(pages, query), [pages, query]);
  const page = pages.find((candidate) => candidate.section === section);

  const update = (next: { q?: string; section?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: next.q !== undefined });
  };

  return (
    <>
      <PageTitle
        extra={
          <Space wrap>
            <Link to="/help/news">{t('news.title')}</Link>
            <Link to="/changelog">{t('changelog.title')}</Link>
            <Link to="/presentation">{t('tour.title')}</Link>
            {/* The server's page (docs/api.md), outside the console's routes. */}
            <a href="/api/docs" data-testid="help-api-reference">
              {t('guide.apiReference')}
            </a>
          </Space>
        }
      >
        {t('guide.title')}
      </PageTitle>
      <Input.Search
        allowClear
        value={query}
        placeholder={t('guide.search')}
        aria-label={t('guide.search')}
        onChange={(event) => update({ q: event.target.value })}
        style={{ maxWidth: 480, marginBottom: 16 }}
        data-testid="help-search"
      />
      {guide.isPending ? (
        <Spin description={t('guide.loading')} />
      ) : query.trim() ? (
        <section aria-live="polite" data-testid="help-results">
          <p>{matches.length > 0 ? t('guide.results', { count: matches.length }) : t('guide.noResult', { query })}</p>
          {matches.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
          <ul className="help-results">
            {matches.map((match) => (
              <li key={match.page.section}>
                <Link to={`/help?section=${match.page.section}`} data-testid={`help-result-${match.page.section}`}>
                  {match.page.title}
                </Link>
                <div className="help-excerpt">{match.excerpt}</div>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Row gutter={24}>
          <Col xs={24} md={6}>
            <nav aria-label={t('guide.sections')}>
              <Menu
                mode="inline"
                selectedKeys={[section]}
                items={pages.map((candidate) => ({ key: candidate.section, label: candidate.title }))}
                onClick={({ key }) => update({ section: key })}
                data-testid="help-sections"
              />
            </nav>
          </Col>
          <Col xs={24} md={18}>
            {page && <MarkdownView source={page.source} testId={`help-page-${page.section}`} />}
          </Col>
        </Row>
      )}
    </>
  );
}
