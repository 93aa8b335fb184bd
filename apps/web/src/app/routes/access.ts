import { holdsAll, holdsAny, type Right, type RightsMap } from '@seal/shared';
import type { AppRoute } from './route-table';

/** Whether the rights open a route: all of `rights`, and one of `anyOf` when it is set. */
export function holdsRoute(route: Pick<AppRoute, 'rights' | 'anyOf'>, rights: RightsMap): boolean {
  return holdsAll(rights, route.rights) && (route.anyOf === undefined || holdsAny(rights, route.anyOf));
}

/** The rights a route needs that the user lacks: all of `all`, and one of `oneOf`. */
export interface MissingRights {
  all: Right[];
  oneOf: Right[];
}

export function missingRights(route: Pick<AppRoute, 'rights' | 'anyOf'>, rights: RightsMap): MissingRights {
  const anyOf = route.anyOf ?? [];
  return {
    all: route.rights.filter((right) => rights[right] !== true),
    oneOf: holdsAny(rights, anyOf) ? [] : [...anyOf],
  };
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'redirect'; to: string }
  /** The forbidden page in place of the route, naming the rights the user lacks. */
  | { kind: 'forbidden'; missing: MissingRights };

/**
 * What the guard does for a route (spec 000 section 4 "Session"): framed pages outside the
 * allowed list and paths without the right go to /403 inside a frame; outside a frame a missing
 * right shows the forbidden page at the address the user followed, naming the missing rights
 * (decision 0026); no session goes to /login.
 */
export function decideAccess(
  route: AppRoute,
  context: { signedIn: boolean; rights: RightsMap; framed: boolean; localMail?: boolean },
): AccessDecision {
  if (context.framed && !route.framed) return { kind: 'redirect', to: '/403' };
  if (route.access === 'public') return { kind: 'allow' };
  if (!context.signedIn) return { kind: 'login' };
  // A page of a feature this server does not run (the local outbox beside SMTP) does not exist.
  if (route.localMail && !context.localMail) return { kind: 'redirect', to: '/404' };
  if (holdsRoute(route, context.rights)) return { kind: 'allow' };
  return context.framed
    ? { kind: 'redirect', to: '/403' }
    : { kind: 'forbidden', missing: missingRights(route, context.rights) };
}
