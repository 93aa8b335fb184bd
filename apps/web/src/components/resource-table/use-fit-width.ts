import { useEffect, useRef, useState } from 'react';

/** The box antd scrolls a table in when it is wider than its place. */
const SCROLLER = '.ant-table-content, .ant-table-body';
/** How much wider the box must get before every column tries again (more than a scrollbar). */
const GROWTH = 40;

/**
 * How many columns must leave the table for the rest to fit its box. Measured whenever the box
 * or the table changes size (before the browser paints): while the table scrolls sideways, one
 * more column leaves. Every column tries again when the box grows, when new rows come (`rows`)
 * or when the columns change (`columnsKey`: titles, picks).
 */
export function useFitWidth(droppable: number, rows: unknown, columnsKey: string, mounted: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [dropped, setDropped] = useState(0);
  const limit = useRef(droppable);
  useEffect(() => {
    limit.current = droppable;
  }, [droppable]);
  const [seen, setSeen] = useState({ rows, columnsKey });
  if (seen.rows !== rows || seen.columnsKey !== columnsKey) {
    setSeen({ rows, columnsKey });
    setDropped(0);
  }

  useEffect(() => {
    const box = ref.current;
    if (!box || !mounted) return;
    let width = 0;
    let table: Element | null = null;
    const observer = new ResizeObserver(() => {
      const scroller = box.querySelector(SCROLLER);
      // The table element itself is watched too: it widens when rows or columns change.
      const current = scroller?.querySelector('table') ?? null;
      if (current !== table) {
        if (table) observer.unobserve(table);
        if (current) observer.observe(current);
        table = current;
      }
      // A page scrollbar coming or going must not count as more room: the two would take turns.
      const grown = width > 0 && box.clientWidth > width + GROWTH;
      if (grown || width === 0 || box.clientWidth < width) width = box.clientWidth;
      if (grown) setDropped(0);
      else if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
        setDropped((count) => Math.min(count + 1, limit.current));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [mounted]);

  return { ref, dropped: Math.min(dropped, droppable) };
}
