import { useSyncExternalStore } from 'react';
import { UI } from '@seal/shared';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below 1024 px the shell switches to the mobile layout (drawer instead of side menus). */
export const useIsMobile = () => useMediaQuery(`(max-width: ${UI.mobileBreakpointPx - 0.02}px)`);

/** The person asked their system for less motion (WCAG 2.3.3): the console's drawers, modals and menus appear at once. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
