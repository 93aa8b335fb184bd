import { useMediaQuery } from './use-media-query';

/** The reader's "reduce motion" setting of their system or browser. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the reader asked for less motion; follows the setting while the console is open. */
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
