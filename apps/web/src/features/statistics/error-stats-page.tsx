import { Col, Row } from 'antd';
import { EChart } from '../../components/charts/echart';
import { useErrorStats } from './api/stat-api';
import { StatPage } from './components/stat-page';
import { SeriesPanel } from './components/series-panel';
import { StatPanel } from './components/stat-panel';
import { useLabels } from './components/use-labels';
import type { ScopeProps } from './components/use-stat-selection';
import { rankingOption } from './model/chart-options';
import { outcomeMessageKey } from './model/outcome';

/** /statistics/alertconsultationerror: the consultation errors over time, by error and by country. */
export default function ErrorStatsPage() {
  return <StatPage titleKey="routes.statAlertErrors">{(props) => <Figures {...props} />}</StatPage>;
}

function Figures({ scope, selection }: ScopeProps) {
  const query = useErrorStats(scope);
  const l = useLabels();
  const { t } = l;
  const data = query.data;
  const empty = !data || data.total === 0;
  const outcomes = (data?.byOutcome ?? []).map((row) => ({ ...row, name: l.outcome(row.outcome) }));
  const countries = (data?.byCountry ?? []).map((row) => ({ ...row, name: l.country(row.country) }));
  const count = {
    key: 'count',
    title: t('columns.count'),
    numeric: true,
    value: (row: { count: number }) => row.count,
  };
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <SeriesPanel
          title={t('errorStats.series')}
          testId="stat-error-series"
          query={query}
          data={data}
          counted={t('errorStats.errors')}
          fileName="errors-over-time"
          selection={selection}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel
          title={t('errorStats.byOutcome')}
          testId="stat-error-outcome"
          query={query}
          empty={empty}
          chart={
            <EChart
              option={rankingOption(
                outcomes.map((row) => ({ name: row.name, value: row.count })),
                t('errorStats.errors'),
              )}
              ariaLabel={t('errorStats.byOutcome')}
              testId="stat-error-outcome-chart"
            />
          }
          table={{
            columns: [
              { key: 'code', title: t('columns.code'), numeric: true, value: (row) => row.outcome },
              { key: 'message', title: t('columns.message'), value: (row) => t(outcomeMessageKey(row.outcome)) },
              count,
            ],
            rows: outcomes,
            rowKey: (row) => String(row.outcome),
            fileName: l.fileName('errors-by-code', selection),
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel
          title={t('errorStats.byCountry')}
          testId="stat-error-country"
          query={query}
          empty={empty}
          chart={
            <EChart
              option={rankingOption(
                countries.map((row) => ({ name: row.name, value: row.count })),
                t('errorStats.errors'),
              )}
              ariaLabel={t('errorStats.byCountry')}
              testId="stat-error-country-chart"
            />
          }
          table={{
            columns: [{ key: 'country', title: t('columns.country'), value: (row) => row.name }, count],
            rows: countries,
            rowKey: (row) => row.country || '-',
            fileName: l.fileName('errors-by-country', selection),
          }}
        />
      </Col>
    </Row>
  );
}
