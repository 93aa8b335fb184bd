import { useRef, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Result, Skeleton, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { CsvExportButton } from '../../../components/csv-export/csv-export-button';
import { useScrollRegion } from '../../../components/resource-table/scroll-region';
import type { CsvColumn } from '../../../lib/csv';

/** A column of a figures table: how it shows and what the CSV export writes. */
export interface FigureColumn<T> extends CsvColumn<T> {
  key: string;
  numeric?: boolean;
  render?: (row: T) => ReactNode;
}

export interface FigureTable<T> {
  columns: readonly FigureColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  fileName: string;
  /** A totals line under the rows (already in the columns' order). */
  summary?: readonly ReactNode[];
  pageSize?: number;
  /** What the CSV export writes when it differs from `rows` (the totals line added). */
  exportRows?: readonly T[];
}

interface Props<T> {
  title: string;
  testId: string;
  /** The query the panel draws: its loading and error states are the panel's. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isPlaceholderData?: boolean };
  empty: boolean;
  chart?: ReactNode;
  table?: FigureTable<T>;
  extra?: ReactNode;
  /** The total the panel's figures add up to, shown in its header. */
  total?: number;
}

/**
 * One figure of a statistics screen: a chart to look at and, under it, the table of its exact
 * figures (exportable as CSV), with the loading, empty and error states they share.
 */
export function StatPanel<T>({ title, testId, query, empty, chart, table, extra, total }: Props<T>) {
  const { t, i18n } = useTranslation('statistics');
  const body = (() => {
    if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (query.isError)
      return (
        <Result
          status="warning"
          title={errorMessage(query.error)}
          extra={<Button onClick={() => void query.refetch()}>{t('table.retry')}</Button>}
          data-testid={`${testId}-error`}
        />
      );
    if (empty) return <Empty description={t('empty')} data-testid={`${testId}-empty`} />;
    // The previous period's figures stay drawn, dimmed, while the new period's load.
    return (
      <Spin spinning={Boolean(query.isPlaceholderData)} delay={200}>
        {chart}
        {table && <FiguresTable table={table} title={title} testId={`${testId}-table`} />}
      </Spin>
    );
  })();
  return (
    <Card
      title={title}
      size="small"
      data-testid={testId}
      aria-busy={query.isPending || Boolean(query.isPlaceholderData)}
      extra={
        <Flex gap="small" align="center">
          {total !== undefined && (
            <span data-testid={`${testId}-total`}>{t('totalOf', { count: total.toLocaleString(i18n.language) })}</span>
          )}
          {extra}
          {table && !query.isPending && !query.isError && (
            <CsvExportButton
              fileName={table.fileName}
              columns={table.columns}
              rows={table.exportRows ?? table.rows}
              testId={`${testId}-export`}
            />
          )}
        </Flex>
      }
    >
      {body}
    </Card>
  );
}

function FiguresTable<T>({ table, title, testId }: { table: FigureTable<T>; title: string; testId: string }) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useScrollRegion(box, title);
  const shown = (value: unknown) =>
    typeof value === 'number' ? value.toLocaleString(i18n.language) : (value as ReactNode);
  const columns: ColumnsType<T> = table.columns.map((column) => ({
    key: column.key,
    title: column.title,
    align: column.numeric ? 'right' : 'left',
    render: (_: unknown, row: T) => (column.render ? column.render(row) : shown(column.value(row))),
  }));
  return (
    <div ref={box}>
      <Table<T>
        size="small"
        style={{ marginTop: 12 }}
        columns={columns}
        dataSource={[...table.rows]}
        rowKey={table.rowKey}
        pagination={
          table.rows.length > (table.pageSize ?? 10) ? { pageSize: table.pageSize ?? 10, size: 'small' } : false
        }
        // The columns share the panel's width, long names wrapping; only what cannot wrap scrolls.
        scroll={{ x: true }}
        data-testid={testId}
        summary={
          table.summary
            ? () => (
                <Table.Summary.Row>
                  {table.summary!.map((cell, index) => (
                    <Table.Summary.Cell
                      key={index}
                      index={index}
                      align={table.columns[index]?.numeric ? 'right' : 'left'}
                    >
                      <strong>{shown(cell)}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            : undefined
        }
      />
    </div>
  );
}
