/** @jsxRuntime automatic */
import type { BubblePattern } from '@seal/shared/contract/consultation';

/**
 * One bubble pattern as the seal prints it: circles in a 100 x 100 box, drawn inline (no script, no
 * request). A bubble may touch the box's edge: the frame is drawn a little outside it.
 */
export function BubblePatternImage({ pattern }: { pattern: BubblePattern }) {
  return (
    <svg viewBox="-6 -6 112 112" width="96" height="96" aria-hidden="true" focusable="false">
      <rect x="-4" y="-4" width="108" height="108" rx="8" fill="none" stroke="currentColor" strokeWidth="1" />
      {pattern.map((bubble, index) => (
        <circle
          key={index}
          cx={bubble.x}
          cy={bubble.y}
          r={bubble.r}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
      ))}
    </svg>
  );
}
