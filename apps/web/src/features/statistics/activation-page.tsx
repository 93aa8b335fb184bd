import { Col, Row } from 'antd';
import { EChart } from '../../components/charts/echart';
import { useActivationStats } from './api/stat-api';
import { StatPage } from './components/stat-page';
import { SeriesPanel } from './components/series-panel';
import { StatPanel } from './components/stat-panel';
import { useLabels } from './components/use-labels';
import type { ScopeProps } from './components/use-stat-selection';
import { rankingOption } from './model/chart-options';

/** /statistics/activation: seals activated over time and by product. */
export default function ActivationStatsPage() {
  return <StatPage titleKey="routes.statActivation">{(props) => <Figures {...props} />}</StatPage>;
}

function Figures({ scope, selection }: ScopeProps) {
  const query = useActivationStats(scope);
  const l = useLabels();
  const { t } = l;
  const data = query.data;
  const empty = !data || data.total === 0;
  const products = (data?.byProduct ?? []).map((row) => ({ ...row, name: l.product(row.title) }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <SeriesPanel
          title={t('activation.series')}
          testId="stat-activation-series"
          query={query}
          data={data}
          counted={t('activation.seals')}
          fileName="activations-over-time"
          selection={selection}
        />
      </Col>
      <Col xs={24} xl={10}>
        <StatPanel
          title={t('activation.byProduct')}
          testId="stat-activation-product"
          query={query}
          empty={empty}
          chart={
            <EChart
              option={rankingOption(
                products.map((row) => ({ name: row.name, value: row.count })),
                t('activation.seals'),
              )}
              ariaLabel={t('activation.byProduct')}
              testId="stat-activation-product-chart"
            />
          }
          table={{
            columns: [
              { key: 'product', title: t('columns.product'), value: (row) => row.name },
              { key: 'count', title: t('activation.seals'), numeric: true, value: (row) => row.count },
            ],
            rows: products,
            rowKey: (row) => row.productId ?? '-',
            fileName: l.fileName('activations-by-product', selection),
          }}
        />
      </Col>
    </Row>
  );
}
