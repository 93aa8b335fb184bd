import { RESOLVER_MENU_ITEMS_MAX } from '@seal/shared/contract/resolver';

/**
 * The order of a menu's items, as the consumer reads them top to bottom. Every change gives a new
 * list (form values are never mutated in place) and keeps an id at most once.
 */

/** Adds an item at the end; an item already shown, or a full menu, leaves the list as it was. */
export function addItem(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || ids.length >= RESOLVER_MENU_ITEMS_MAX) return [...ids];
  return [...ids, id];
}

export function removeItem(ids: readonly string[], id: string): string[] {
  return ids.filter((candidate) => candidate !== id);
}

/** Moves the item at `index` by `step` places (-1 up, +1 down); past either end nothing moves. */
export function moveItem(ids: readonly string[], index: number, step: number): string[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Whether the menu can take another item (RESOLVER_MENU_ITEMS_MAX). */
export const isMenuFull = (ids: readonly string[]) => ids.length >= RESOLVER_MENU_ITEMS_MAX;
