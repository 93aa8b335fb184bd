import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';
import { IS_FRAMED } from '../../lib/framed';
import { buildMenu, offeredRoutes } from '../routes/menu-model';
import type { SectionId } from '../routes/sections';
import { ForbiddenInPlace } from './forbidden-in-place';

/**
 * A bare section path (`/organisation`) opens the first entry of the section the user may see; a
 * section with none shows the forbidden page in place.
 */
export function SectionRedirect({ sectionId }: { sectionId: SectionId }) {
  const location = useLocation();
  const { session, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (IS_FRAMED) return <Navigate to="/403" replace />;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  const section = buildMenu(session.rights, offeredRoutes(session.localMail)).find(
    (candidate) => candidate.id === sectionId,
  );
  return section ? <Navigate to={section.firstPath} replace /> : <ForbiddenInPlace />;
}
