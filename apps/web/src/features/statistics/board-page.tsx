import { EChart } from '../../components/charts/echart';
import { useConsultationBoard } from './api/stat-api';
import { StatPage } from './components/stat-page';
import { StatPanel, type FigureColumn } from './components/stat-panel';
import { useLabels } from './components/use-labels';
import type { ScopeProps } from './components/use-stat-selection';
import { stackedOption } from './model/chart-options';

/** /statistics/consultationBoard: consultations of each product month by month, with totals. */
export default function ConsultationBoardPage() {
  return <StatPage titleKey="routes.statBoard">{(props) => <Board {...props} />}</StatPage>;
}

function Board({ scope, selection }: ScopeProps) {
  const query = useConsultationBoard(scope);
  const l = useLabels();
  const { t } = l;
  const board = query.data;
  const rows = (board?.rows ?? []).map((row) => ({ ...row, name: l.product(row.title) }));
  type Row = (typeof rows)[number];
  const columns: FigureColumn<Row>[] = [
    { key: 'product', title: t('columns.product'), value: (row) => row.name },
    ...(board?.months ?? []).map((month, index) => ({
      key: month,
      title: month,
      numeric: true,
      value: (row: Row) => row.counts[index] ?? 0,
    })),
    { key: 'total', title: t('total'), numeric: true, value: (row) => row.total },
  ];
  const totalsRow: Row = {
    productId: null,
    title: null,
    name: t('total'),
    counts: board?.totals ?? [],
    total: board?.total ?? 0,
  };
  return (
    <StatPanel
      title={t('board.title')}
      testId="stat-board"
      query={query}
      empty={!board || board.total === 0}
      chart={
        board && (
          <EChart
            option={stackedOption(board.months, rows, t('others'))}
            ariaLabel={t('board.title')}
            height={360}
            testId="stat-board-chart"
          />
        )
      }
      table={{
        columns,
        // The export ends with the totals line the table shows as its summary.
        rows,
        rowKey: (row) => row.productId ?? '-',
        fileName: l.fileName('consultation-board', selection),
        pageSize: 20,
        summary: board ? [t('total'), ...board.totals, board.total] : undefined,
        exportRows: [...rows, totalsRow],
      }}
    />
  );
}
