import { describe, expect, it } from 'vitest';
import { RESOLVER_MENU_ITEMS_MAX } from '@seal/shared/contract/resolver';
import { addItem, isMenuFull, moveItem, removeItem } from './item-order';

const ids = ['a', 'b', 'c'];

describe('menu item order', () => {
  it('moves an item up and down by one place', () => {
    expect(moveItem(ids, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(ids, 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the order as it was when a move would pass either end', () => {
    expect(moveItem(ids, 0, -1)).toEqual(ids);
    expect(moveItem(ids, 2, 1)).toEqual(ids);
    expect(moveItem(ids, 5, -1)).toEqual(ids);
  });

  it('never changes the list it was given', () => {
    const before = [...ids];
    moveItem(ids, 0, 1);
    addItem(ids, 'd');
    removeItem(ids, 'a');
    expect(ids).toEqual(before);
  });

  it('adds an item at the end once only', () => {
    expect(addItem(ids, 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(addItem(ids, 'b')).toEqual(ids);
  });

  it('refuses an item past the most a menu shows', () => {
    const full = Array.from({ length: RESOLVER_MENU_ITEMS_MAX }, (_, index) => `item-${index}`);
    expect(isMenuFull(full)).toBe(true);
    expect(addItem(full, 'one-more')).toEqual(full);
    expect(isMenuFull(ids)).toBe(false);
  });

  it('removes an item wherever it stands', () => {
    expect(removeItem(ids, 'b')).toEqual(['a', 'c']);
    expect(removeItem(ids, 'z')).toEqual(ids);
  });
});
