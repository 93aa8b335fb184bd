import type { CSSProperties } from 'react';
import './skeleton.css';

/*
 * Placeholders with the look of antd's Skeleton (grey, rounded, a moving sheen unless less motion is
 * asked), without its 3 KB on the dashboard's budget (scripts/login-budget.mjs).
 */

/** Four lines where text will be, the last one shorter. */
export function SkeletonLines() {
  return (
    <div className="seal-skeleton-lines" aria-hidden="true">
      <span className="seal-skeleton" />
      <span className="seal-skeleton" />
      <span className="seal-skeleton" />
      <span className="seal-skeleton" />
    </div>
  );
}

/** A block of the size of what will come (a chart). */
export function SkeletonBlock({ height }: { height: CSSProperties['height'] }) {
  return <div className="seal-skeleton" style={{ height }} aria-hidden="true" />;
}
