/** @jsxRuntime automatic */
import type { BubblePattern } from '@seal/shared/contract/consultation';

/** One bubble pattern as the seal prints it: circles in a 100 x 100 box, drawn inline (no script, no request). */
export function BubblePatternImage({ pattern }: { pattern: BubblePattern }) {
  return (
    <svg viewBox="0 0 100 100" width="96" height="96" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="98" rx="8" fill="none" stroke="currentColor" strokeWidth="1" />
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
