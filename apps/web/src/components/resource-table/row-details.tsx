import { Descriptions } from 'antd';
import { cellOf, columnKey, type ResourceColumn } from './fit-columns';

/** The columns the screen has no room for, shown under the row when it is expanded. */
export function RowDetails<T>({ row, index, columns }: { row: T; index: number; columns: ResourceColumn<T>[] }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={columns.map((column, position) => ({
        key: columnKey(column) ?? String(position),
        label: typeof column.title === 'function' ? null : column.title,
        children: cellOf(column, row, index),
      }))}
      data-testid="row-details"
    />
  );
}
