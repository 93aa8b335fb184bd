import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import type { MissingRights } from '../routes/access';

// Its own chunk: only a user who follows a link beyond their rights loads it.
const ForbiddenPage = lazy(() => import('../../features/errors/forbidden-page'));

/**
 * The forbidden page drawn where the refused page would be, inside the shell: the address stays
 * the one the user followed (decision 0026). Without `missing` (a whole section refused) it names
 * no right.
 */
export function ForbiddenInPlace({ missing }: { missing?: MissingRights }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ForbiddenPage missing={missing} inShell />
    </Suspense>
  );
}
