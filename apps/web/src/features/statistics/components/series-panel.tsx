import type { StatGranularity, StatPoint } from '@seal/shared/contract/statistics';
import { EChart } from '../../../components/charts/echart';
import { seriesOption } from '../model/chart-options';
import { StatPanel } from './stat-panel';
import type { StatSelection } from '../model/period';
import { useLabels } from './use-labels';

interface Props {
  title: string;
  /** The panel's test id; its chart's is `<testId>-chart`. */
  testId: string;
  query: Parameters<typeof StatPanel>[0]['query'];
  data: { series: StatPoint[]; granularity: StatGranularity; total: number } | undefined;
  /** What is counted ("Consultations", "Seals"...): the series' name and the count column's title. */
  counted: string;
  /** The CSV file's name, before its period. */
  fileName: string;
  selection: Pick<StatSelection, 'from' | 'to'>;
}

/** A count over time (by day, or by month over 92 days): its chart and the table of its periods. */
export function SeriesPanel({ title, testId, query, data, counted, fileName, selection }: Props) {
  const l = useLabels();
  return (
    <StatPanel
      title={title}
      testId={testId}
      query={query}
      empty={!data || data.total === 0}
      total={data?.total}
      chart={
        data && (
          <EChart
            option={seriesOption(data.series, data.granularity, counted)}
            ariaLabel={title}
            testId={`${testId}-chart`}
          />
        )
      }
      table={{
        columns: [
          { key: 'period', title: l.t('columns.period'), value: (row) => row.period },
          { key: 'count', title: counted, numeric: true, value: (row) => row.count },
        ],
        rows: data?.series ?? [],
        rowKey: (row) => row.period,
        fileName: l.fileName(fileName, selection),
        pageSize: 12,
      }}
    />
  );
}
