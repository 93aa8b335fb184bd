import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CrashBoundary } from './crash/crash-boundary';
import { useSessionExpiryHandler } from './session-expiry';

/** A new screen opens at its top (what the data router's ScrollRestoration did for new paths). */
function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces: recent Chromium returns a promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  useSessionExpiryHandler();
  useScrollToTop();
  return (
    <CrashBoundary>
      <Outlet />
    </CrashBoundary>
  );
}
