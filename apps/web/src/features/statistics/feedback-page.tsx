import { Alert, Flex, Image, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { sealHistory, UI, type ListInput, type statistics } from '@seal/shared';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import type { CsvColumn } from '../../lib/csv';
import { formById, formsPage, statKeys } from './api/stat-api';
import { StatPage } from './components/stat-page';
import { useLabels } from './components/use-labels';
import type { ScopeProps } from './components/use-stat-selection';
import './statistics.css';

type Row = statistics.ConsumerFormRow;

/** The table's URL filter (`f.kind=contact`) as the method takes it. */
export function formListFilters(filters: ListInput['filters']): { kind?: 'contact' | 'feedback' } {
  const value = filters?.kind;
  const first = Array.isArray(value) ? value[0] : value;
  return sealHistory.CONSUMER_FORM_KINDS.includes(first as never) ? { kind: first as 'contact' | 'feedback' } : {};
}

/** The form a notification names (navigation state), if any. */
function useNotifiedForm(): statistics.ConsumerFeedbackState {
  const state = useLocation().state as statistics.ConsumerFeedbackState | null;
  return state && typeof state.form_id === 'string' ? state : {};
}

/**
 * /statistics/consumerfeedback: the consumers' forms, with their picture, place, kind, request and
 * comment. A form notification opens it with the form's id and date: that form shows first.
 */
export default function FeedbackPage() {
  return <StatPage titleKey="routes.statFeedback">{(props) => <Forms {...props} />}</StatPage>;
}

function Forms({ scope, selection }: ScopeProps) {
  const l = useLabels();
  const { t } = l;
  const notified = useNotifiedForm();
  const dates = new Intl.DateTimeFormat(l.language, { dateStyle: 'medium', timeStyle: 'short' });
  // The notified form, looked up on its own day (it may be older than the period shown).
  const day = notified.date?.slice(0, 10);
  const highlightScope = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { ...scope, from: day, to: day } : scope;
  const highlighted = useQuery({
    queryKey: ['statistics', 'form', notified.form_id, highlightScope],
    queryFn: ({ signal }) => formById(highlightScope, notified.form_id!, signal),
    enabled: Boolean(notified.form_id),
    meta: { silent: true },
  });
  const fetcher = formsPage(scope);

  const place = (row: Row) => {
    const country = row.country ? l.country(row.country) : null;
    if (row.latitude === null || row.longitude === null) return country ?? t('feedback.noPlace');
    const coordinates = `${row.latitude.toFixed(4)}, ${row.longitude.toFixed(4)}`;
    const href = `https://www.openstreetmap.org/?mlat=${row.latitude}&mlon=${row.longitude}#map=12/${row.latitude}/${row.longitude}`;
    return (
      <a href={href} target="_blank" rel="noreferrer" data-testid="form-place">
        {country ? `${country} · ${coordinates}` : coordinates}
      </a>
    );
  };
  const columns: ResourceColumns<Row> = [
    {
      key: 'image',
      title: t('columns.picture'),
      width: UI.previewImagePx + 24,
      render: (_, row) =>
        row.imageUrl ? (
          <Image
            src={row.imageUrl}
            alt={t('feedback.pictureOf', { reference: row.reference })}
            width={UI.previewImagePx}
            height={UI.previewImagePx}
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <span aria-label={t('feedback.noPicture')}>—</span>
        ),
    },
    { key: 'date', title: t('columns.date'), sorter: true, render: (_, row) => dates.format(new Date(row.date)) },
    { key: 'reference', title: t('columns.reference'), dataIndex: 'reference', sorter: true },
    {
      key: 'kind',
      title: t('columns.kind'),
      sorter: true,
      filterMultiple: false,
      filters: sealHistory.CONSUMER_FORM_KINDS.map((kind) => ({ text: t(`kinds.${kind}`), value: kind })),
      render: (_, row) => <Tag color={row.kind === 'contact' ? 'magenta' : 'blue'}>{t(`kinds.${row.kind}`)}</Tag>,
    },
    {
      key: 'requestType',
      title: t('columns.requestType'),
      render: (_, row) => (row.requestType ? t(`requestTypes.${row.requestType}`) : '—'),
    },
    {
      key: 'comment',
      title: t('columns.comment'),
      render: (_, row) => <span className="stat-comment">{row.comment ?? ''}</span>,
    },
    { key: 'country', title: t('columns.place'), sorter: true, render: (_, row) => place(row) },
    { key: 'product', title: t('columns.product'), priority: 3, render: (_, row) => l.product(row.productTitle) },
    { key: 'email', title: t('columns.email'), priority: 3, dataIndex: 'email' },
  ];
  const csv: CsvColumn<Row>[] = [
    { title: t('columns.date'), value: (row) => row.date },
    { title: t('columns.reference'), value: (row) => row.reference },
    { title: t('columns.kind'), value: (row) => t(`kinds.${row.kind}`) },
    { title: t('columns.requestType'), value: (row) => (row.requestType ? t(`requestTypes.${row.requestType}`) : '') },
    { title: t('columns.comment'), value: (row) => row.comment },
    { title: t('columns.email'), value: (row) => row.email },
    { title: t('columns.country'), value: (row) => row.country },
    { title: t('columns.latitude'), value: (row) => row.latitude },
    { title: t('columns.longitude'), value: (row) => row.longitude },
    { title: t('columns.product'), value: (row) => row.productTitle },
    { title: t('columns.pictureUrl'), value: (row) => row.imageUrl },
  ];
  const first = highlighted.data?.rows[0];
  return (
    <Flex vertical gap="middle">
      {notified.form_id && highlighted.isSuccess && !first && (
        <Alert type="info" showIcon title={t('feedback.notFound')} data-testid="form-highlight-missing" />
      )}
      {first && (
        <Table<Row>
          size="small"
          title={() => <strong>{t('feedback.notified')}</strong>}
          columns={columns.map(({ priority: _priority, sorter: _sorter, filters: _filters, ...column }) => column)}
          dataSource={[first]}
          rowKey="id"
          rowClassName={() => 'stat-highlight'}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="form-highlight"
        />
      )}
      <ResourceTable<Row>
        queryKey={statKeys.list('forms', scope)}
        fetcher={(input, signal) => fetcher({ ...input, filters: formListFilters(input.filters) }, signal)}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('feedback.search')}
        csvExport={{ fileName: l.fileName('consumer-forms', selection), columns: csv }}
        tableProps={{ rowClassName: (row) => (row.id === notified.form_id ? 'stat-highlight' : '') }}
        testId="form-list"
      />
    </Flex>
  );
}
