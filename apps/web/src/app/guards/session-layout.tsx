import { lazy } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../api/session';
import { IS_FRAMED } from '../../lib/framed';
import { WithAntd } from '../../components/antd-root/with-antd';

// The shell (menus, banner, search) is its own chunk: the login page never loads it.
const Shell = lazy(() => import('../shell/shell'));

/** Layout of the signed-in routes, inside antd: the shell, or a bare page inside a frame. */
export function SessionLayout() {
  const { session } = useSession();
  if (IS_FRAMED) {
    return (
      <WithAntd fullScreen>
        <main className="framed-content" data-testid="framed-content">
          <Outlet />
        </main>
      </WithAntd>
    );
  }
  if (!session) return <Outlet />; // the route guard shows the spinner or redirects to /login
  return (
    <WithAntd fullScreen>
      <Shell />
    </WithAntd>
  );
}
