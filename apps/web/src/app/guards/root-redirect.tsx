import { Navigate } from 'react-router';
import { useSession } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';

/** `/`: the dashboard when signed in, else the login page. */
export function RootRedirect() {
  const { session, isPending } = useSession();
  if (isPending) return <PageSpinner fullScreen />;
  return <Navigate to={session ? '/home' : '/login'} replace />;
}
