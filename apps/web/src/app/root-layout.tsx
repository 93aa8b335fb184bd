import { Outlet, ScrollRestoration } from 'react-router';
import { CrashBoundary } from './crash/crash-boundary';
import { useSessionExpiryHandler } from './session-expiry';

export function RootLayout() {
  useSessionExpiryHandler();
  return (
    <CrashBoundary>
      <Outlet />
      <ScrollRestoration />
    </CrashBoundary>
  );
}
