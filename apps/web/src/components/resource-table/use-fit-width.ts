import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { columnsToFold } from './fit-columns';
import { markScrollRegion, SCROLLER } from './scroll-region';

/** How much wider the box must get before every column tries again (more than a scrollbar). */
const GROWTH = 40;
/** The attribute of a header cell naming its column (ResourceTable sets it), to measure it. */
export const FOLD_KEY = 'data-fold';

/**
 * How many columns fold into the row's details for the rest to fit the table's box. `order` holds
 * the keys of the columns that may fold, in the order they fold. Measured after each render,
 * before the browser paints (and again when the box or the table changes size): the columns the
 * excess width needs fold at once, so no frame shows the table cut. Every column tries again when the box grows, when new rows come (`rows`) or when
 * the columns change (`columnsKey`: titles, picks). A table that still scrolls once every column
 * that may fold did (a phone) is a named region the keyboard reaches (`label`).
 */
export function useFitWidth(
  order: readonly string[],
  rows: unknown,
  columnsKey: string,
  mounted: boolean,
  label: string,
) {
  const ref = useRef<HTMLDivElement>(null);
  const [dropped, setDropped] = useState(0);
  const [, setMeasure] = useState(0);
  const [seen, setSeen] = useState({ rows, columnsKey });
  if (seen.rows !== rows || seen.columnsKey !== columnsKey) {
    setSeen({ rows, columnsKey });
    setDropped(0);
  }
  const folded = Math.min(dropped, order.length);

  // After every render (`order` is new at each: new rows, a cell's content changed by its page),
  // before the browser paints.
  useLayoutEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>(SCROLLER);
    if (!scroller) return;
    // Widths are fractional and scrollWidth rounds them: one pixel is rounding, not a cut column.
    const excess = scroller.scrollWidth - scroller.clientWidth - 1;
    const left = order.slice(folded);
    if (excess > 0 && left.length > 0) {
      const width = (key: string) =>
        scroller.querySelector<HTMLElement>(`th[${FOLD_KEY}="${CSS.escape(key)}"]`)?.offsetWidth ?? 0;
      setDropped(folded + columnsToFold(excess, left.map(width)));
    }
    markScrollRegion(scroller, excess > 0 && left.length === 0, label);
  }, [order, folded, label]);

  useEffect(() => {
    const box = ref.current;
    if (!box || !mounted) return;
    let width = 0;
    let table: Element | null = null;
    const observer = new ResizeObserver(() => {
      // The table element itself is watched too: it widens when its cells' content changes.
      const current = box.querySelector(`${SCROLLER} table`);
      if (current !== table) {
        if (table) observer.unobserve(table);
        if (current) observer.observe(current);
        table = current;
      }
      // A page scrollbar coming or going must not count as more room: the two would take turns.
      const grown = width > 0 && box.clientWidth > width + GROWTH;
      if (grown || width === 0 || box.clientWidth < width) width = box.clientWidth;
      // Measured again at once, before the browser paints: a cell whose content came late (a
      // button, a name) does not leave the table cut for a frame.
      flushSync(() => {
        if (grown) setDropped(0);
        setMeasure((count) => count + 1);
      });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [mounted]);

  return { ref, dropped: folded };
}
