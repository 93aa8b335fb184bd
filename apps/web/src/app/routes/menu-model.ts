import { holdsAny, type RightsMap } from '@seal/shared';
import { holdsRoute } from './access';
import { ROUTES, type AppRoute } from './route-table';
import { SECTIONS, type SectionId } from './sections';

export interface MenuGroupView {
  id: string;
  entries: readonly AppRoute[];
}

export interface MenuSectionView {
  id: SectionId;
  path: string;
  groups: readonly MenuGroupView[];
  /** Where a click on the section leads: its first entry the user may open. */
  firstPath: string;
}

/**
 * The menu a user sees: a section shows when one of its rights is held and it has an entry left;
 * a sub-group shows when one of its rights is held; an entry shows when its route is open.
 */
export function buildMenu(rights: RightsMap, routes: readonly AppRoute[] = ROUTES): MenuSectionView[] {
  return SECTIONS.flatMap((section) => {
    if (!holdsAny(rights, section.anyOf)) return [];
    const groups = section.groups.flatMap((group) => {
      if (!holdsAny(rights, group.anyOf)) return [];
      const entries = routes.filter(
        (route) => route.section === section.id && route.group === group.id && holdsRoute(route, rights),
      );
      return entries.length > 0 ? [{ id: group.id, entries }] : [];
    });
    const first = groups[0]?.entries[0];
    return first ? [{ id: section.id, path: section.path, groups, firstPath: first.path }] : [];
  });
}

/** The routes this server offers: the local outbox's only where mails stay in it (decision 0025). */
export const offeredRoutes = (localMail: boolean | undefined): readonly AppRoute[] =>
  localMail ? ROUTES : ROUTES.filter((route) => !route.localMail);

/** The section a path belongs to, for highlighting (hidden sub-routes highlight their section). */
export function sectionOfPath(pathname: string, routes: readonly AppRoute[] = ROUTES): SectionId | undefined {
  const exact = routes.find((route) => route.path === pathname);
  if (exact?.section) return exact.section;
  return SECTIONS.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`))?.id;
}
