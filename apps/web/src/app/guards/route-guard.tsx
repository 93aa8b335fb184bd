import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';
import { IS_FRAMED } from '../../lib/framed';
import { WithAntd } from '../../components/antd-root/with-antd';
import { decideAccess } from '../routes/access';
import type { AppRoute, PageProps } from '../routes/route-table';
import { ForbiddenInPlace } from './forbidden-in-place';

function useDocumentTitle(titleKey: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} · ${t('app.name')}`;
  }, [t, titleKey]);
}

/**
 * Renders one route of the table after checking it: framed list, session, rights. The page
 * itself is lazy; its chunk loads only once access is granted.
 */
export function RouteGuard({ route, Page }: { route: AppRoute; Page: ComponentType<PageProps> }) {
  const location = useLocation();
  const { session, isPending } = useSession();
  const titleKey = `routes.${route.id}`;
  useDocumentTitle(titleKey);

  if (route.access === 'session' && isPending) return <PageSpinner />;
  const decision = decideAccess(route, {
    signedIn: session !== null,
    rights: session?.rights ?? {},
    framed: IS_FRAMED,
    localMail: session?.localMail,
  });
  if (decision.kind === 'login') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'forbidden') return <ForbiddenInPlace missing={decision.missing} />;
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Page titleKey={titleKey} />
    </Suspense>
  );
  // Signed-in pages get antd from the session layout; public ones here, unless drawn bare.
  return route.access === 'public' && !route.bare ? <WithAntd fullScreen>{page}</WithAntd> : page;
}
