import { useMemo } from 'react';
import { useRights } from '../../api/session';
import { buildMenu } from '../routes/menu-model';
import { canVerifyCodes, searchablePages } from '../routes/search-pages';

/** The menu and search of the signed-in user, derived from the route table and their rights. */
export function useShellData() {
  const rights = useRights();
  return useMemo(
    () => ({ menu: buildMenu(rights), searchPages: searchablePages(rights), canVerifyCodes: canVerifyCodes(rights) }),
    [rights],
  );
}
