import { useMemo } from 'react';
import { useRights, useSession } from '../../api/session';
import { buildMenu, offeredRoutes } from '../routes/menu-model';
import { canVerifyCodes, searchablePages } from '../routes/search-pages';

/** The menu and search of the signed-in user, derived from the route table and their rights. */
export function useShellData() {
  const rights = useRights();
  const localMail = useSession().session?.localMail;
  return useMemo(
    () => ({
      menu: buildMenu(rights, offeredRoutes(localMail)),
      searchPages: searchablePages(rights),
      canVerifyCodes: canVerifyCodes(rights),
    }),
    [rights, localMail],
  );
}
