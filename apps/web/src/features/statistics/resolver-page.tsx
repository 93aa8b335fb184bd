import { Col, Row } from 'antd';
import { EChart } from '../../components/charts/echart';
import { useResolverFollows } from './api/stat-api';
import { StatPage } from './components/stat-page';
import { SeriesPanel } from './components/series-panel';
import { StatPanel } from './components/stat-panel';
import { useLabels } from './components/use-labels';
import type { ScopeProps } from './components/use-stat-selection';
import { rankingOption } from './model/chart-options';

/** /statistics/resolver: how often the links of the resolver menus were followed, by item and by product. */
export default function ResolverStatsPage() {
  return <StatPage titleKey="routes.statResolver">{(props) => <Figures {...props} />}</StatPage>;
}

function Figures({ scope, selection }: ScopeProps) {
  const query = useResolverFollows(scope);
  const l = useLabels();
  const { t } = l;
  const data = query.data;
  const empty = !data || data.total === 0;
  const follows = t('resolver.follows');
  const products = (data?.byProduct ?? []).map((row) => ({ ...row, name: l.product(row.title) }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <SeriesPanel
          title={t('resolver.series')}
          testId="stat-resolver-series"
          query={query}
          data={data}
          counted={follows}
          fileName="resolver-follows-over-time"
          selection={selection}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel
          title={t('resolver.byItem')}
          testId="stat-resolver-item"
          query={query}
          empty={empty}
          chart={
            <EChart
              option={rankingOption(
                (data?.byItem ?? []).map((row) => ({ name: row.label, value: row.count })),
                follows,
              )}
              ariaLabel={t('resolver.byItem')}
              testId="stat-resolver-item-chart"
            />
          }
          table={{
            columns: [
              { key: 'item', title: t('columns.item'), value: (row) => row.label },
              { key: 'count', title: follows, numeric: true, value: (row) => row.count },
            ],
            rows: data?.byItem ?? [],
            rowKey: (row) => row.itemId,
            fileName: l.fileName('resolver-follows-by-item', selection),
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel
          title={t('resolver.byProduct')}
          testId="stat-resolver-product"
          query={query}
          empty={empty}
          chart={
            <EChart
              option={rankingOption(
                products.map((row) => ({ name: row.name, value: row.count })),
                follows,
              )}
              ariaLabel={t('resolver.byProduct')}
              testId="stat-resolver-product-chart"
            />
          }
          table={{
            columns: [
              { key: 'product', title: t('columns.product'), value: (row) => row.name },
              { key: 'count', title: follows, numeric: true, value: (row) => row.count },
            ],
            rows: products,
            rowKey: (row) => row.productId ?? '-',
            fileName: l.fileName('resolver-follows-by-product', selection),
          }}
        />
      </Col>
    </Row>
  );
}
