import type { Right, RightsMap } from '@seal/shared';
import { holdsRoute } from './access';
import { ROUTES } from './route-table';

interface SearchPageDef {
  /** The route the suggestion opens. */
  routeId: string;
  /** i18n key of the suggestion; by default the route's label `routes.<id>`. */
  labelKey?: string;
  extraRights?: readonly Right[];
  state?: Record<string, unknown>;
}

/** The pages the global search suggests (spec 000 section 2 "Global search"). */
const SEARCH_PAGES: readonly SearchPageDef[] = [
  { routeId: 'myAccount' },
  { routeId: 'contact' },
  { routeId: 'looks' },
  { routeId: 'news' },
  { routeId: 'logsActor' },
  { routeId: 'help' },
  { routeId: 'orgaSites' },
  { routeId: 'statConsultation' },
  { routeId: 'statBoard' },
  { routeId: 'statMap' },
  { routeId: 'statErrors' },
  { routeId: 'statAlertErrors' },
  { routeId: 'statFeedback' },
  { routeId: 'statActivation' },
  { routeId: 'statResolver' },
  { routeId: 'myCompany' },
  { routeId: 'orgaApps' },
  { routeId: 'orgaUsers' },
  { routeId: 'orgaGroups' },
  {
    routeId: 'orgaGroupEdit',
    labelKey: 'search.addGroup',
    extraRights: ['orga.create_group'],
    state: { mode: 'create' },
  },
  { routeId: 'orgaReelTransfer' },
  { routeId: 'orgaEntityCreate' },
  { routeId: 'orgaEntities' },
  { routeId: 'prodList' },
  { routeId: 'prodArchived' },
  { routeId: 'prodNew' },
  { routeId: 'prodThemes' },
  { routeId: 'prodThemeNew' },
  { routeId: 'prodThemeNewExpert' },
  { routeId: 'secuAlerts' },
  { routeId: 'secuAlertCreate' },
  { routeId: 'secuActivation' },
  { routeId: 'secuReels' },
  { routeId: 'secuXmlImport' },
  { routeId: 'tracEvents' },
  { routeId: 'tracEventModels' },
];

export interface SearchablePage {
  id: string;
  path: string;
  labelKey: string;
  sectionKey?: string;
  state?: Record<string, unknown>;
}

export function searchablePages(rights: RightsMap): SearchablePage[] {
  return SEARCH_PAGES.flatMap((def) => {
    const route = ROUTES.find((candidate) => candidate.id === def.routeId);
    if (!route || !holdsRoute({ rights: [...route.rights, ...(def.extraRights ?? [])], anyOf: route.anyOf }, rights)) {
      return [];
    }
    const labelKey = def.labelKey ?? `routes.${route.id}`;
    return [
      {
        id: labelKey,
        path: route.path,
        labelKey,
        ...(route.section ? { sectionKey: `sections.${route.section}` } : {}),
        ...(def.state ? { state: def.state } : {}),
      },
    ];
  });
}

/** Private consultation is where detected codes lead; the suggestion needs its right too. */
export function canVerifyCodes(rights: RightsMap): boolean {
  const route = ROUTES.find((candidate) => candidate.id === 'privateConsultation');
  return route !== undefined && holdsRoute(route, rights);
}
