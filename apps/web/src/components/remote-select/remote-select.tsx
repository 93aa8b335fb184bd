import { useState } from 'react';
import { Select, Spin } from 'antd';
import { keepPreviousData, useQueries, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../lib/use-debounced';
import { mergeOptions, missingValues, type RemoteOption } from './remote-options';

export type { RemoteOption } from './remote-options';

type ValueProps =
  | { mode: 'multiple'; value?: string[]; onChange?: (value: string[]) => void }
  | { mode?: undefined; value?: string; onChange?: (value: string) => void };

export type RemoteSelectProps = ValueProps & {
  /** The field's id (a Form.Item gives it), so that its label names the select. */
  id?: string;
  /** Cache key of the search; the text searched is appended (add the language when labels use it). */
  queryKey: QueryKey;
  /** The RPC list call: the first options matching the text (all when it is empty). */
  search: (text: string, signal: AbortSignal) => Promise<RemoteOption[]>;
  /** Labels already at hand for selected values (stored rows), shown before any search. */
  known?: ReadonlyMap<string, string>;
  /** Asks the server for the label of a selected value neither the list nor `known` holds. */
  labelOf?: { queryKey: (value: string) => QueryKey; fetch: (value: string, signal: AbortSignal) => Promise<string> };
  /** Values that cannot be chosen (the record being edited...). */
  exclude?: readonly string[];
  placeholder?: string;
  /** What an empty answer says ("No user matches"); a general text otherwise. */
  notFound?: string;
  testId?: string;
};

/**
 * A select searched on the server as the user types (debounced), one value or several. Selected
 * values always read as their labels: from the list, from `known`, or asked with `labelOf`.
 *
 * @example
 *   <RemoteSelect
 *     mode="multiple"
 *     queryKey={[...orgaKeys.users, 'options']}
 *     search={(text, signal) => listUsers({ page: 1, size: 20, search: text }, signal).then(toOptions)}
 *     known={new Map(site.users.map((user) => [user.id, user.email]))}
 *   />
 */
export function RemoteSelect(props: RemoteSelectProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const debounced = useDebounced(text);
  const list = useQuery({
    queryKey: [...props.queryKey, debounced],
    queryFn: ({ signal }) => props.search(debounced, signal),
    placeholderData: keepPreviousData,
  });
  const selected = props.value === undefined ? [] : [props.value].flat();
  const listed = list.data ?? [];
  // Labels are asked only once the list has answered: most selected values are in it.
  const missing = list.data && props.labelOf ? missingValues(selected, listed, props.known) : [];
  const labels = useQueries({
    queries: missing.map((value) => ({
      queryKey: props.labelOf?.queryKey(value) ?? [value],
      queryFn: ({ signal }: { signal: AbortSignal }) => props.labelOf?.fetch(value, signal) ?? Promise.resolve(value),
      staleTime: 300_000,
    })),
  });
  const fetched = new Map<string, string>();
  missing.forEach((value, index) => {
    const label = labels[index]?.data;
    if (label !== undefined) fetched.set(value, label);
  });
  const options = mergeOptions({
    selected,
    listed,
    known: new Map([...(props.known ?? []), ...fetched]),
    exclude: props.exclude,
    pending: t('remoteSelect.loading'),
  });

  return (
    <Select
      id={props.id}
      mode={props.mode}
      value={props.value}
      onChange={props.onChange as (value: string | string[]) => void}
      showSearch={{ filterOption: false, onSearch: setText }}
      onBlur={() => setText('')}
      loading={list.isFetching}
      options={options}
      placeholder={props.placeholder}
      notFoundContent={list.isFetching ? <Spin size="small" /> : (props.notFound ?? t('remoteSelect.noMatch'))}
      data-testid={props.testId}
      style={{ width: '100%' }}
    />
  );
}
