import type { ListInput } from '@seal/shared';
import { sealHistory, type statistics } from '@seal/shared';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import type { CsvColumn } from '../../lib/csv';
import { errorsPage, statKeys } from './api/stat-api';
import { StatPage } from './components/stat-page';
import { useLabels } from './components/use-labels';
import type { ScopeProps } from './components/use-stat-selection';

type Row = statistics.ErrorRow;

/** The table's URL filter (`f.outcome=100`) as the method takes it (one number). */
export function errorListFilters(filters: ListInput['filters']): { outcome?: number } {
  const value = filters?.outcome;
  const first = Array.isArray(value) ? value[0] : value;
  const outcome = Number(first);
  return first !== undefined && first !== null && first !== '' && Number.isInteger(outcome) ? { outcome } : {};
}

/** /statistics/errorlist: the consultation errors of the period, one by one. */
export default function ErrorListPage() {
  return <StatPage titleKey="routes.statErrors">{(props) => <Errors {...props} />}</StatPage>;
}

function Errors({ scope, selection }: ScopeProps) {
  const l = useLabels();
  const { t } = l;
  const dates = new Intl.DateTimeFormat(l.language, { dateStyle: 'medium', timeStyle: 'short' });
  const fetcher = errorsPage(scope);
  const columns: ResourceColumns<Row> = [
    { key: 'date', title: t('columns.date'), sorter: true, render: (_, row) => dates.format(new Date(row.date)) },
    { key: 'reference', title: t('columns.reference'), dataIndex: 'reference', sorter: true },
    {
      key: 'outcome',
      title: t('columns.error'),
      sorter: true,
      filterMultiple: false,
      filters: sealHistory.CONSULTATION_ERROR_OUTCOMES.map((code) => ({ text: l.outcome(code), value: String(code) })),
      render: (_, row) => l.outcome(row.outcome),
    },
    { key: 'country', title: t('columns.country'), sorter: true, render: (_, row) => l.country(row.country) },
    { key: 'language', title: t('columns.language'), priority: 3, render: (_, row) => l.language_(row.language) },
    { key: 'product', title: t('columns.product'), priority: 3, render: (_, row) => l.product(row.productTitle) },
  ];
  const csv: CsvColumn<Row>[] = [
    { title: t('columns.date'), value: (row) => row.date },
    { title: t('columns.reference'), value: (row) => row.reference },
    { title: t('columns.code'), value: (row) => row.outcome },
    { title: t('columns.message'), value: (row) => l.outcome(row.outcome) },
    { title: t('columns.country'), value: (row) => row.country },
    { title: t('columns.language'), value: (row) => row.language },
    { title: t('columns.product'), value: (row) => row.productTitle },
  ];
  return (
    <ResourceTable<Row>
      queryKey={statKeys.list('errors', scope)}
      fetcher={(input, signal) => fetcher({ ...input, filters: errorListFilters(input.filters) }, signal)}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('errorList.search')}
      csvExport={{ fileName: l.fileName('consultation-errors', selection), columns: csv }}
      testId="error-list"
    />
  );
}
