import { Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import type { LoyalConsumer, LoyaltyProduct } from '@seal/shared/contract/loyalty';
import { EChart } from '../../components/charts/echart';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { CsvColumn } from '../../lib/csv';
import { loyalConsumersPage, statKeys, useLoyaltySummary } from './api/stat-api';
import { StatPage } from './components/stat-page';
import { StatPanel } from './components/stat-panel';
import { useLabels } from './components/use-labels';
import type { ScopeProps } from './components/use-stat-selection';
import { columnsOption, rankingOption } from './model/chart-options';
import { PositiveTag } from '../../components/positive-tag';

/**
 * /statistics/loyalty (loy.view, docs/loyalty.md): the consumers who wrote to the brand with their
 * e-mail address, those who came back about another seal, the products they come back to, and
 * each consumer (exportable for the brand's own customer relations).
 */
export default function LoyaltyPage() {
  return <StatPage titleKey="routes.statLoyalty">{(props) => <Loyalty {...props} />}</StatPage>;
}

function Loyalty({ scope, selection }: ScopeProps) {
  const l = useLabels();
  const { t } = l;
  const query = useLoyaltySummary(scope);
  const data = query.data;
  const share = data && data.consumers > 0 ? Math.round((data.returning / data.consumers) * 100) : 0;
  const buckets = (data?.byContacts ?? []).map((row) => ({ ...row, name: t(`loyalty.buckets.${row.bucket}`) }));
  const products = (data?.topProducts ?? []).map((row) => ({ ...row, name: l.product(row.title) }));
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Flex wrap gap="large" data-testid="loyalty-figures">
            <Statistic title={t('loyalty.consumers')} value={data?.consumers ?? 0} loading={query.isPending} />
            <Statistic
              title={t('loyalty.returning')}
              value={data?.returning ?? 0}
              suffix={<Typography.Text type="secondary">({share} %)</Typography.Text>}
              loading={query.isPending}
            />
            <Statistic title={t('loyalty.forms')} value={data?.forms ?? 0} loading={query.isPending} />
            <Statistic
              title={t('loyalty.formsWithoutEmail')}
              value={data?.formsWithoutEmail ?? 0}
              loading={query.isPending}
            />
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('loyalty.explain')}
          </Typography.Paragraph>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel
          title={t('loyalty.byContacts')}
          testId="loyalty-buckets"
          query={query}
          empty={!data || data.consumers === 0}
          chart={
            <EChart
              option={columnsOption(
                buckets.map((row) => ({ name: row.name, value: row.consumers })),
                t('loyalty.consumers'),
              )}
              ariaLabel={t('loyalty.byContacts')}
              testId="loyalty-buckets-chart"
            />
          }
          table={{
            columns: [
              { key: 'forms', title: t('loyalty.columns.formsSent'), value: (row) => row.name },
              { key: 'consumers', title: t('loyalty.consumers'), numeric: true, value: (row) => row.consumers },
            ],
            rows: buckets,
            rowKey: (row) => row.bucket,
            fileName: l.fileName('consumers-by-forms', selection),
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatPanel<LoyaltyProduct & { name: string }>
          title={t('loyalty.byProduct')}
          testId="loyalty-products"
          query={query}
          empty={products.length === 0}
          chart={
            <EChart
              option={rankingOption(
                products.map((row) => ({ name: row.name, value: row.consumers })),
                t('loyalty.consumers'),
              )}
              ariaLabel={t('loyalty.byProduct')}
              testId="loyalty-products-chart"
            />
          }
          table={{
            columns: [
              { key: 'product', title: t('columns.product'), value: (row) => row.name },
              { key: 'consumers', title: t('loyalty.consumers'), numeric: true, value: (row) => row.consumers },
              { key: 'returning', title: t('loyalty.returning'), numeric: true, value: (row) => row.returning },
            ],
            rows: products,
            rowKey: (row) => row.productId ?? '-',
            fileName: l.fileName('loyalty-by-product', selection),
          }}
        />
      </Col>
      <Col span={24}>
        <Consumers scope={scope} selection={selection} />
      </Col>
    </Row>
  );
}

function Consumers({ scope, selection }: ScopeProps) {
  const l = useLabels();
  const { t } = l;
  const dates = new Intl.DateTimeFormat(l.language, { dateStyle: 'medium' });
  const columns: ResourceColumns<LoyalConsumer> = [
    { key: 'email', title: t('columns.email'), dataIndex: 'email', sorter: true, priority: 1 },
    {
      key: 'returning',
      title: t('loyalty.columns.returning'),
      priority: 2,
      filterMultiple: false,
      filters: [
        { text: t('loyalty.returningOnly'), value: 'true' },
        { text: t('loyalty.onceOnly'), value: 'false' },
      ],
      render: (_, row) =>
        row.returning ? <PositiveTag>{t('loyalty.returningTag')}</PositiveTag> : <Tag>{t('loyalty.onceTag')}</Tag>,
    },
    { key: 'forms', title: t('loyalty.columns.forms'), dataIndex: 'forms', sorter: true, priority: 2 },
    { key: 'seals', title: t('loyalty.columns.seals'), dataIndex: 'seals', sorter: true, priority: 3 },
    { key: 'products', title: t('columns.product'), priority: 3, render: (_, row) => row.products.join(', ') },
    {
      key: 'countries',
      title: t('columns.country'),
      priority: 4,
      render: (_, row) => row.countries.map((country) => l.country(country)).join(', '),
    },
    {
      key: 'lastAt',
      title: t('loyalty.columns.lastAt'),
      sorter: true,
      priority: 2,
      render: (_, row) => dates.format(new Date(row.lastAt)),
    },
  ];
  const csv: CsvColumn<LoyalConsumer>[] = [
    { title: t('columns.email'), value: (row) => row.email },
    { title: t('loyalty.columns.forms'), value: (row) => row.forms },
    { title: t('loyalty.columns.seals'), value: (row) => row.seals },
    { title: t('loyalty.columns.returning'), value: (row) => (row.returning ? t('loyalty.returningTag') : '') },
    { title: t('columns.product'), value: (row) => row.products.join(', ') },
    { title: t('columns.country'), value: (row) => row.countries.join(', ') },
    { title: t('columns.language'), value: (row) => row.language },
    { title: t('loyalty.columns.firstAt'), value: (row) => row.firstAt },
    { title: t('loyalty.columns.lastAt'), value: (row) => row.lastAt },
  ];
  return (
    <ResourceTable<LoyalConsumer>
      queryKey={statKeys.list('loyalty', scope)}
      fetcher={loyalConsumersPage(scope)}
      columns={columns}
      rowKey="email"
      searchPlaceholder={t('loyalty.search')}
      csvExport={{ fileName: l.fileName('loyal-consumers', selection), columns: csv }}
      testId="loyalty-consumers"
    />
  );
}
