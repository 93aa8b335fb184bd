import { describe, expect, it } from 'vitest';
import { cellOf, splitColumns, type ResourceColumns } from './fit-columns';

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
