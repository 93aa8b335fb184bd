import { useSyncExternalStore } from 'react';

/** The reader's "reduce motion" setting of their system or browser. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const list = matchMedia(REDUCED_MOTION_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * Whether the reader asked for less motion; follows the setting while the console is open. Its
 * own few lines rather than useMediaQuery, which would be one more chunk on the dashboard's first load.
 */
export const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribe,
    () => matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
