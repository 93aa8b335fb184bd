import { useEffect, type RefObject } from 'react';

/** The box antd scrolls a table in when it is wider than its place. */
export const SCROLLER = '.ant-table-content, .ant-table-body';

/**
 * A table box that scrolls sideways is a named region the keyboard reaches (tab, then the arrow
 * keys): axe's scrollable-region-focusable. One that fits is no stop on the way.
 */
export function markScrollRegion(scroller: HTMLElement, scrolls: boolean, label: string) {
  if (scrolls) {
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
  } else for (const name of ['tabindex', 'role', 'aria-label']) scroller.removeAttribute(name);
}

/** Marks the table under `ref` as a scroll region (markScrollRegion) whenever it scrolls. */
export function useScrollRegion(ref: RefObject<HTMLElement | null>, label: string) {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const scroller = box.querySelector<HTMLElement>(SCROLLER);
      if (scroller) markScrollRegion(scroller, scroller.scrollWidth > scroller.clientWidth + 1, label);
    };
    const observer = new ResizeObserver(update);
    observer.observe(box);
    const table = box.querySelector(`${SCROLLER} table`);
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [ref, label]);
}
