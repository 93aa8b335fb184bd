import { useState, type ReactNode } from 'react';
import { Button, Empty, Flex, Input, Result, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LIST_PAGE_SIZES, type ListInput, type ListResult } from '@seal/shared';
import { errorMessage } from '../../api/error-message';
import {
  readListState,
  withTableFilters,
  toListInput,
  withSearch,
  writeListState,
  type ListState,
  type ListUrlOptions,
} from './list-state';
import { ColumnPicker } from './column-picker';
import { columnKey, splitColumns, type ResourceColumns } from './fit-columns';
import { ListExportButton, type ListCsvExport } from './list-export-button';
import { RowDetails } from './row-details';
import { FOLD_KEY, useFitWidth } from './use-fit-width';

export interface ResourceTableProps<T> {
  /** Cache key of the list; the list input is appended to it. */
  queryKey: QueryKey;
  /** Fetches one page through the shared list contract. */
  fetcher: (input: ListInput, signal: AbortSignal) => Promise<ListResult<T>>;
  /**
   * antd columns; a column with `sorter: true` and a `key` sorts on the server by that key.
   * `priority` says which columns stay when the screen is narrow (see ColumnPriority).
   */
  columns: ResourceColumns<T>;
  rowKey: TableProps<T>['rowKey'];
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Buttons on the right of the search box ("New product"...). */
  toolbar?: ReactNode;
  url?: Omit<ListUrlOptions, 'sortFields'>;
  /** False for a method answering every row at once (a tree): no pager, the table shows them all. */
  paged?: boolean;
  /** An "Export CSV" button: every row matching the search, sort and filters, page after page. */
  csvExport?: ListCsvExport<T>;
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'onChange' | 'loading'>;
  testId?: string;
}

/**
 * Every list of the console: one page at a time from the server, with page, size, search, sort
 * and filters kept in the URL (shareable, survives reload, back button works). The columns fit
 * the width: those of lower priority leave the table for the row's details (expand the row) and
 * come back through the column picker; headers never wrap mid-word.
 *
 * @example
 *   <ResourceTable<ProductRow>
 *     queryKey={['products']}
 *     fetcher={(input, signal) => rpc(products.findProducts, input, { signal })}
 *     rowKey="id"
 *     columns={[
 *       { key: 'title', title: t('products.title'), dataIndex: 'title', sorter: true },
 *       { key: 'status', title: t('products.status'), dataIndex: 'status', filters: statusFilters },
 *     ]}
 *     toolbar={<Button onClick={() => navigate('/products/new')}>{t('products.new')}</Button>}
 *   />
 */
export function ResourceTable<T extends object>(props: ResourceTableProps<T>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const sortFields = props.columns.flatMap((column) => {
    const key = 'sorter' in column && column.sorter ? columnKey(column) : undefined;
    return key ? [key] : [];
  });
  const urlOptions: ListUrlOptions = { ...props.url, sortFields };
  const state = readListState(params, urlOptions);
  const input = toListInput(state);

  const query = useQuery({
    queryKey: [...props.queryKey, input],
    queryFn: ({ signal }) => props.fetcher(input, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true }, // the table shows its own error state
  });

  const update = (next: ListState) => setParams(writeListState(params, next, urlOptions));

  const titles = props.columns.map((column) => (typeof column.title === 'string' ? column.title : '')).join('|');
  const order = splitColumns(props.columns, 0, chosen).order.map((column) => columnKey(column) ?? '');
  const { ref: fitRef, dropped } = useFitWidth(
    order,
    query.data,
    `${titles}${JSON.stringify(chosen)}`,
    !query.isError || Boolean(query.data),
    t('table.scrolls'),
  );
  const { shown, hidden } = splitColumns(props.columns, dropped, chosen);
  const columns = shown.map((column) => {
    const key = columnKey(column);
    const { priority: _priority, ...antdColumn } = column;
    // A title wraps between words at most: the column grows rather than cutting a word.
    const header: Pick<ColumnType<T>, 'onHeaderCell'> = {
      onHeaderCell: (cell) => {
        const base = column.onHeaderCell?.(cell);
        return { ...base, [FOLD_KEY]: key, style: { whiteSpace: 'nowrap', ...base?.style } };
      },
    };
    if (!key) return { ...antdColumn, ...header } as ColumnType<T>;
    return {
      ...antdColumn,
      ...header,
      ...('sorter' in column && column.sorter
        ? { sortOrder: state.sort?.field === key ? (state.sort.order === 'asc' ? 'ascend' : 'descend') : null }
        : {}),
      // A custom filterDropdown (a text box) follows the URL like a list of filter values.
      ...(column.filters || column.filterDropdown ? { filteredValue: state.filters[key] ?? null } : {}),
    } as ColumnType<T>;
  });

  const onChange: TableProps<T>['onChange'] = (pagination, filters, sorter, extra) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? (single.columnKey ?? single.field)?.toString() : undefined;
    const nextFilters = withTableFilters(state.filters, filters);
    update({
      ...state,
      page: extra.action === 'paginate' ? (pagination.current ?? 1) : 1,
      size: pagination.pageSize ?? state.size,
      sort: field && single?.order ? { field, order: single.order === 'ascend' ? 'asc' : 'desc' } : undefined,
      filters: nextFilters,
    });
  };

  if (query.isError && !query.data) {
    return (
      <Result
        status="warning"
        title={errorMessage(query.error)}
        extra={<Button onClick={() => void query.refetch()}>{t('table.retry')}</Button>}
        data-testid="table-error"
      />
    );
  }

  return (
    <Flex vertical gap="middle" ref={fitRef} data-testid={props.testId}>
      <Flex justify="space-between" gap="small" wrap>
        {props.searchable === false ? (
          <span />
        ) : (
          <Input.Search
            key={state.search} // follows the URL (back button) while typing stays local
            allowClear
            defaultValue={state.search}
            placeholder={props.searchPlaceholder ?? t('table.search')}
            onSearch={(value) => update(withSearch(state, value))}
            style={{ maxWidth: 320 }}
            data-testid="table-search"
          />
        )}
        <Flex gap="small" wrap>
          {props.toolbar}
          {props.csvExport && (
            <ListExportButton<T>
              {...props.csvExport}
              fetcher={props.fetcher}
              input={input}
              testId={props.testId ? `${props.testId}-export` : undefined}
            />
          )}
          <ColumnPicker
            columns={props.columns}
            shown={shown}
            onPick={(key, visible) => setChosen((current) => ({ ...current, [key]: visible }))}
          />
        </Flex>
      </Flex>
      <Table<T>
        {...props.tableProps}
        // A tree uses the expand column for its branches; its hidden columns come back by the picker.
        {...(hidden.length > 0 && !props.tableProps?.expandable
          ? {
              expandable: {
                expandedRowRender: (row: T, index: number) => <RowDetails row={row} index={index} columns={hidden} />,
              },
            }
          : {})}
        rowKey={props.rowKey}
        columns={columns}
        dataSource={query.data?.rows ?? []}
        loading={query.isFetching}
        onChange={onChange}
        locale={{ emptyText: <Empty description={t(state.search ? 'table.noMatch' : 'table.empty')} /> }}
        pagination={
          props.paged === false
            ? false
            : {
                current: state.page,
                pageSize: state.size,
                total: query.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: LIST_PAGE_SIZES.map(String),
                showTotal: (total) => t('table.total', { count: total }),
              }
        }
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
