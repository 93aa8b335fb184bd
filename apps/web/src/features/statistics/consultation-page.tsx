import { Col, Row } from 'antd';
import { EChart } from '../../components/charts/echart';
import { useConsultationStats } from './api/stat-api';
import { StatPage } from './components/stat-page';
import { SeriesPanel } from './components/series-panel';
import { StatPanel } from './components/stat-panel';
import { useLabels } from './components/use-labels';
import type { ScopeProps } from './components/use-stat-selection';
import { pieOption, rankingOption } from './model/chart-options';

/** /statistics/consultation: consultations over time, by country, language, product and answer. */
export default function ConsultationStatsPage() {
  return (
    <StatPage titleKey="routes.statConsultation">
      {({ scope, selection }) => <Figures scope={scope} selection={selection} />}
    </StatPage>
  );
}

function Figures({ scope, selection }: ScopeProps) {
  const query = useConsultationStats(scope);
  const l = useLabels();
  const { t } = l;
  const data = query.data;
  const empty = !data || data.total === 0;
  const count = {
    key: 'count',
    title: t('columns.count'),
    numeric: true,
    value: (row: { count: number }) => row.count,
  };
  const countries = (data?.byCountry ?? []).map((row) => ({ ...row, name: l.country(row.country) }));
  const languages = (data?.byLanguage ?? []).map((row) => ({ ...row, name: l.language_(row.language) }));
  const products = (data?.byProduct ?? []).map((row) => ({ ...row, name: l.product(row.title) }));
  const outcomes = (data?.byOutcome ?? []).map((row) => ({ ...row, name: l.outcome(row.outcome) }));
  const named = { key: 'name', title: '', value: (row: { name: string }) => row.name };
  const slices = (rows: { name: string; count: number }[]) => rows.map((row) => ({ name: row.name, value: row.count }));

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <SeriesPanel
          title={t('consultation.series')}
          testId="stat-series"
          query={query}
          data={data}
          counted={t('consultations')}
          fileName="consultations-over-time"
          selection={selection}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel
          title={t('consultation.byCountry')}
          testId="stat-country"
          query={query}
          empty={empty}
          chart={
            <EChart
              option={rankingOption(slices(countries), t('consultations'))}
              ariaLabel={t('consultation.byCountry')}
              testId="stat-country-chart"
            />
          }
          table={{
            columns: [{ ...named, title: t('columns.country') }, count],
            rows: countries,
            rowKey: (row) => row.country || '-',
            fileName: l.fileName('consultations-by-country', selection),
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel
          title={t('consultation.byLanguage')}
          testId="stat-language"
          query={query}
          empty={empty}
          chart={
            <EChart
              option={pieOption(slices(languages), t('consultations'), t('others'))}
              ariaLabel={t('consultation.byLanguage')}
              testId="stat-language-chart"
            />
          }
          table={{
            columns: [{ ...named, title: t('columns.language') }, count],
            rows: languages,
            rowKey: (row) => row.language || '-',
            fileName: l.fileName('consultations-by-language', selection),
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel
          title={t('consultation.byProduct')}
          testId="stat-product"
          query={query}
          empty={empty}
          chart={
            <EChart
              option={rankingOption(slices(products), t('consultations'))}
              ariaLabel={t('consultation.byProduct')}
              testId="stat-product-chart"
            />
          }
          table={{
            columns: [{ ...named, title: t('columns.product') }, count],
            rows: products,
            rowKey: (row) => row.productId ?? '-',
            fileName: l.fileName('consultations-by-product', selection),
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel
          title={t('consultation.byOutcome')}
          testId="stat-outcome"
          query={query}
          empty={empty}
          chart={
            <EChart
              option={rankingOption(slices(outcomes), t('consultations'))}
              ariaLabel={t('consultation.byOutcome')}
              testId="stat-outcome-chart"
            />
          }
          table={{
            columns: [{ ...named, title: t('columns.answer') }, count],
            rows: outcomes,
            rowKey: (row) => String(row.outcome),
            fileName: l.fileName('consultations-by-answer', selection),
          }}
        />
      </Col>
    </Row>
  );
}
