/** @jsxRuntime automatic */
import type { Tone } from '../result-texts';

const PATHS: Record<Tone, string> = {
  ok: 'M6 12.5l4 4 8-9',
  warn: 'M12 6.5v7M12 17v.5',
  bad: 'M7 7l10 10M17 7L7 17',
};
const COLOURS: Record<Tone, string> = { ok: '#137333', warn: '#a35200', bad: '#b3261e' };

/** The answer at a glance (its words say the same: the icon is decoration). */
export function StatusIcon({ tone }: { tone: Tone }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill={COLOURS[tone]} />
      <path d={PATHS[tone]} fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
