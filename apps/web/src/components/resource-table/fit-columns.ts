import type { ReactNode } from 'react';
import type { ColumnType } from 'antd/es/table';

/**
 * How much a column matters when the columns do not fit the width: 1 never leaves the table (the
 * name, the actions); the others leave it, 4 first, then 3, then 2, the rightmost first, until
 * the rest fits. A column that left shows in the row's details and in the column picker.
 */
export type ColumnPriority = 1 | 2 | 3 | 4;

export type ResourceColumn<T> = ColumnType<T> & { priority?: ColumnPriority };
export type ResourceColumns<T> = ResourceColumn<T>[];

/** Columns without a priority are 2; a fixed column (the actions) never leaves. */
export const priorityOf = <T>(column: ResourceColumn<T>): ColumnPriority => (column.fixed ? 1 : (column.priority ?? 2));

export const columnKey = <T>(column: ColumnType<T>) => (column.key ?? column.dataIndex)?.toString();

/**
 * Splits the columns into those the table shows and those left for the row details, once
 * `dropped` columns had to leave for want of room. `chosen` holds the user's picks from the
 * column picker (key -> shown), which the width never overrides.
 */
export function splitColumns<T>(
  columns: readonly ResourceColumn<T>[],
  dropped: number,
  chosen: Readonly<Record<string, boolean>> = {},
): { shown: ResourceColumn<T>[]; hidden: ResourceColumn<T>[]; droppable: number; order: ResourceColumn<T>[] } {
  const pick = (column: ResourceColumn<T>) => {
    const key = columnKey(column);
    return key !== undefined && priorityOf(column) > 1 ? chosen[key] : undefined;
  };
  const droppable = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => priorityOf(column) > 1 && pick(column) === undefined)
    .sort((a, b) => priorityOf(b.column) - priorityOf(a.column) || b.index - a.index)
    .map(({ column }) => column);
  const gone = new Set(droppable.slice(0, dropped));
  const shown: ResourceColumn<T>[] = [];
  const hidden: ResourceColumn<T>[] = [];
  for (const column of columns) (pick(column) === false || gone.has(column) ? hidden : shown).push(column);
  return { shown, hidden, droppable: droppable.length, order: droppable };
}

/**
 * How many more columns must fold for a table `excess` pixels too wide, given the widths of the
 * columns still shown in the order they fold: the fewest whose widths cover the excess (at least
 * one while the table overflows, at most all of them). One measure then folds them all at once.
 */
export function columnsToFold(excess: number, widths: readonly number[]): number {
  let freed = 0;
  let count = 0;
  while (count < widths.length && freed < excess) freed += widths[count++]!;
  return count;
}

/** The value a column renders for a row, as the table cell would show it. */
export function cellOf<T>(column: ResourceColumn<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex === undefined ? [] : [column.dataIndex].flat();
  let value: unknown = row;
  for (const part of path) value = (value as Record<string | number, unknown> | undefined)?.[part as string];
  if (path.length === 0) value = undefined;
  if (column.render) {
    const rendered = column.render(value, row, index);
    // A render may answer cell props ({ children, props }); the details want the content only.
    return rendered !== null && typeof rendered === 'object' && 'children' in rendered && 'props' in rendered
      ? (rendered as { children: ReactNode }).children
      : (rendered as ReactNode);
  }
  return value === null || value === undefined ? '' : String(value as string | number);
}
