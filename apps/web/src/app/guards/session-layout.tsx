import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';
import { IS_FRAMED } from '../../lib/framed';

// The shell (menus, banner, search) is its own chunk: the login page never loads it.
const Shell = lazy(() => import('../shell/shell'));

/** Layout of the signed-in routes: the shell, or a bare page inside a frame. */
export function SessionLayout() {
  const { session } = useSession();
  if (IS_FRAMED) {
    return (
      <main className="framed-content" data-testid="framed-content">
        <Outlet />
      </main>
    );
  }
  if (!session) return <Outlet />; // the route guard shows the spinner or redirects to /login
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Shell />
    </Suspense>
  );
}
