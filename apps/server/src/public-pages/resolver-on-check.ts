import type { Language } from '@seal/shared';
import type { PublicAnswer } from '@seal/shared/contract/consultation';
import type { Db } from '../db/client';
import type { PublicMenu } from '../modules/resolver/public-menu.repository';
import {
  countLookUp,
  RESOLVER_MODE,
  resolveReference,
  servedMenu,
  type ResolvedReference,
} from '../modules/resolver/public-resolver.service';
import type { SealReader } from '../modules/seals/public-seal.service';
import type { Services } from '../services';
import type { Fields } from './page-request';

/** A menu shown with a check's answer: above it (mode 2) or under a valid one (mode 3). */
export interface MenuBesideAnswer {
  place: 'before' | 'after';
  menu: PublicMenu;
}

/**
 * The product's resolver mode on the check pages (spec 000; docs/resolver.md). Per request: a
 * reference is looked up once, whichever step asks, with the request's `reader` (which the
 * consultation shares). A product with a mode but no menu is checked as mode 0.
 */
export function resolverOnCheck(
  { db, services, reader }: { db: Db; services: Services; reader: SealReader },
  language: Language,
) {
  const looked = new Map<string, Promise<ResolvedReference>>();
  // Not counted by the throttle here: the check counts the request (menuFirst, below, when it does not run).
  const lookUp = (ref: string) => {
    let found = looked.get(ref);
    if (!found) looked.set(ref, (found = resolveReference(services, reader, { ref, language, throttledIp: null })));
    return found;
  };
  return {
    /**
     * Mode 1, resolver first: a scan (a GET with `ref`, not an answer shown again nor the menu's
     * own "Check authenticity", which carries `check`) opens the menu instead of the check, and
     * records no consultation.
     */
    async menuFirst(
      request: { method: string; ip: string },
      fields: Fields,
    ): Promise<{ menu: PublicMenu; reference: string } | null> {
      if (request.method !== 'GET' || !fields.ref || fields.again || fields.check) return null;
      // Counted by the throttle only when the menu is the answer: any other scan goes on to the
      // check, which counts it.
      const resolved = await lookUp(fields.ref);
      if (!resolved.ok || resolved.mode !== RESOLVER_MODE.resolverFirst) return null;
      const menu = await servedMenu(db, resolved, language);
      if (!menu) return null;
      // Blocked: the check answers 105 as it would to any other consultation.
      if ((await countLookUp(services, request.ip, resolved.sealKey)) !== null) return null;
      return { menu, reference: resolved.reference };
    },

    /** Modes 2 and 3: the menu above the authentication (challenge or result), or under a valid answer. */
    async besideAnswer(answer: PublicAnswer): Promise<MenuBesideAnswer | null> {
      // Only beside an answer about the seal itself: never beside a refusal that tells nothing of
      // it (105 to a throttled client, 100, 101) nor a site not allowed to embed the check (30).
      const aboutSeal = answer.kind === 'challenge' || (answer.again !== null && answer.code !== 30);
      if (!answer.ref || !aboutSeal) return null;
      const resolved = await lookUp(answer.ref);
      if (!resolved.ok) return null;
      const place =
        resolved.mode === RESOLVER_MODE.resolutionThenAuthentication
          ? 'before'
          : resolved.mode === RESOLVER_MODE.authenticationThenResolver && answer.kind === 'result' && answer.code === 0
            ? 'after'
            : null;
      if (!place) return null;
      const menu = await servedMenu(db, resolved, language);
      return menu && { place, menu };
    },
  };
}
