import { describe, expect, it } from 'vitest';
import { mergeOptions, missingValues } from './remote-options';

const listed = [
  { value: 'a', label: 'Ann Lee' },
  { value: 'b', label: 'Bob Ray' },
];

describe('remote select options', () => {
  it('shows a selected value by its label from the list, from what is known, or as pending', () => {
    expect(
      mergeOptions({ selected: ['b', 'k', 'x'], listed, known: new Map([['k', 'Kim Ho']]), pending: '…' }),
    ).toEqual([
      { value: 'b', label: 'Bob Ray' },
      { value: 'k', label: 'Kim Ho' },
      { value: 'x', label: '…' },
      { value: 'a', label: 'Ann Lee' },
    ]);
  });

  it('prefers the fresh label of the list over the stored one, each value once', () => {
    const options = mergeOptions({ selected: ['a'], listed, known: new Map([['a', 'Old name']]), pending: '…' });
    expect(options).toEqual(listed);
  });

  it('never offers an excluded value', () => {
    expect(mergeOptions({ selected: [], listed, known: new Map(), exclude: ['a'], pending: '…' })).toEqual([
      { value: 'b', label: 'Bob Ray' },
    ]);
  });

  it('asks the server only for selected values neither listed nor known', () => {
    expect(missingValues(['a', 'k', 'x'], listed, new Map([['k', 'Kim Ho']]))).toEqual(['x']);
  });
});
