import { describe, expect, it } from 'vitest';
import { fieldChanges, showValue } from './json-changes';

describe('fieldChanges', () => {
  it('lists changed fields first, then the unchanged ones', () => {
    const rows = fieldChanges(
      { name: 'A', city: 'Paris', rights: ['a'] },
      { name: 'B', city: 'Paris', rights: ['a', 'b'] },
    );
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ['name', true],
      ['rights', true],
      ['city', false],
    ]);
    expect(rows[1]).toMatchObject({ before: '["a"]', after: '["a","b"]' });
  });

  it('shows a creation as fields with nothing before', () => {
    expect(fieldChanges(null, { name: 'A' })).toEqual([{ field: 'name', before: '', after: 'A', changed: true }]);
  });

  it('shows a value that is not a record as one row, and nothing when there is nothing', () => {
    expect(fieldChanges(1, 2)).toEqual([{ field: '', before: '1', after: '2', changed: true }]);
    expect(fieldChanges(null, undefined)).toEqual([]);
  });
});

describe('showValue', () => {
  it('keeps strings, writes the rest as JSON and nothing as empty', () => {
    expect(showValue('x')).toBe('x');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(null)).toBe('');
  });
});
