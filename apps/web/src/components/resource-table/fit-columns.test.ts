import { describe, expect, it } from 'vitest';
import { cellOf, columnsToFold, splitColumns, type ResourceColumns } from './fit-columns';

interface Row {
  name: string;
  email: string;
  address: { town: string };
}
const row: Row = { name: 'Ann', email: 'ann@example.com', address: { town: 'Lyon' } };

const columns: ResourceColumns<Row> = [
  { key: 'name', dataIndex: 'name', priority: 1 },
  { key: 'email', dataIndex: 'email' },
  { key: 'town', dataIndex: ['address', 'town'], priority: 3 },
  { key: 'type', priority: 3, render: () => 'internal' },
  { key: 'seen', priority: 4 },
  { key: 'actions', fixed: 'right', priority: 4 },
];
const keys = (list: ResourceColumns<Row>) => list.map((column) => column.key);

describe('columns fitted to the width', () => {
  it('shows every column while they fit', () => {
    const split = splitColumns(columns, 0);
    expect(keys(split.shown)).toEqual(['name', 'email', 'town', 'type', 'seen', 'actions']);
    expect(split.droppable).toBe(4);
  });

  it('lets the lowest priority leave first, the rightmost first among equals', () => {
    expect(keys(splitColumns(columns, 1).hidden)).toEqual(['seen']);
    expect(keys(splitColumns(columns, 3).hidden)).toEqual(['town', 'type', 'seen']);
  });

  it('never takes away the first-priority and fixed (actions) columns', () => {
    expect(keys(splitColumns(columns, 99).shown)).toEqual(['name', 'actions']);
  });

  it('keeps what the user picked, whatever the width', () => {
    const split = splitColumns(columns, 99, { seen: true, email: false });
    expect(keys(split.shown)).toEqual(['name', 'seen', 'actions']);
    expect(split.droppable).toBe(2);
    expect(keys(splitColumns(columns, 0, { email: false }).hidden)).toEqual(['email']);
  });
});

describe('a hidden column in the row details', () => {
  it('shows what the cell would show: a nested value, a rendering, or nothing', () => {
    expect(cellOf(columns[2]!, row, 0)).toBe('Lyon');
    expect(cellOf(columns[3]!, row, 0)).toBe('internal');
    expect(cellOf(columns[4]!, row, 0)).toBe('');
  });
});

describe('columns folded at once', () => {
  it('folds the fewest columns whose widths cover the excess, in their folding order', () => {
    expect(columnsToFold(10, [120, 80, 200])).toBe(1);
    expect(columnsToFold(120, [120, 80, 200])).toBe(1);
    expect(columnsToFold(121, [120, 80, 200])).toBe(2);
    expect(columnsToFold(260, [120, 80, 200])).toBe(3);
  });

  it('folds nothing while the table fits, and no more columns than may fold', () => {
    expect(columnsToFold(0, [120, 80])).toBe(0);
    expect(columnsToFold(-3, [120])).toBe(0);
    expect(columnsToFold(1000, [120, 80])).toBe(2);
    expect(columnsToFold(50, [])).toBe(0);
  });

  it('counts a column it cannot measure as one more step', () => {
    expect(columnsToFold(100, [0, 0, 150])).toBe(3);
  });

  it('gives the folding order: the lowest priority first, the rightmost first among equals', () => {
    expect(keys(splitColumns(columns, 0).order)).toEqual(['seen', 'type', 'town', 'email']);
    expect(keys(splitColumns(columns, 0, { seen: true }).order)).toEqual(['type', 'town', 'email']);
  });
});
