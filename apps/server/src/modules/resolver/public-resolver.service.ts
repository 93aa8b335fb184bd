import { ERRORS, type CatalogueError, type Language } from '@seal/shared';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { findPublicSeal, type SealReader } from '../seals/public-seal.service';
import { countFollow, findServedMenu, type FollowedItem, type PublicMenu } from './public-menu.repository';

/** A product's resolver mode (spec 000): where its menu comes on the consultation path. */
export const RESOLVER_MODE = {
  none: 0,
  resolverFirst: 1,
  resolutionThenAuthentication: 2,
  authenticationThenResolver: 3,
} as const;

export type ResolvedReference =
  | { ok: true; reference: string; accountId: string; productId: string; mode: number; sealKey: string }
  | { ok: false; error: CatalogueError; retryAfterSeconds?: number };

const REFERENCE_MAX = 40;

/**
 * The product of a printed reference and its resolver mode (docs/resolver.md), with the seal
 * reader the consultation uses (`reader`), recording nothing: a menu shown is not a consultation.
 * A reference that does not read, a seal on no product or on an archived one answer the
 * consultation's codes (100, 101, 102, 104). A look-up tells whether a reference exists, so one
 * the consumer asks for (`throttledIp`) counts towards the consultation's throttle (105), as a
 * check would; the look-up beside a check's answer does not count twice.
 */
export async function resolveReference(
  services: Services,
  reader: SealReader,
  request: { ref: string | undefined; language: Language; throttledIp: string | null },
): Promise<ResolvedReference> {
  const { ref, language, throttledIp } = request;
  const typed = ref?.trim().slice(0, REFERENCE_MAX) ?? '';
  const decoded = typed ? await reader.decode(typed) : null;
  if (throttledIp !== null) {
    const wait = await countLookUp(services, throttledIp, decoded?.ok ? sealKeyOf(decoded) : null);
    if (wait !== null) return { ok: false, error: ERRORS.consultation.temporarilyBlocked, retryAfterSeconds: wait };
  }
  if (!decoded) return { ok: false, error: ERRORS.consultation.missingReference };
  if (!decoded.ok) return { ok: false, error: ERRORS.consultation.invalidReference };
  const found = await findPublicSeal(
    { load: reader.load, keyring: services.sealKeyring, now: services.now },
    decoded,
    language,
  );
  if (!found) return { ok: false, error: ERRORS.consultation.invalidReference };
  const { product, seal } = found;
  if (!seal.activation || !product) return { ok: false, error: ERRORS.consultation.notActivated };
  if (product.archived) return { ok: false, error: ERRORS.consultation.invalidProduct };
  return {
    ok: true,
    reference: seal.reference,
    accountId: found.accountId,
    productId: product.id,
    mode: product.resolverMode,
    sealKey: sealKeyOf(decoded),
  };
}

/** What the throttle counts a reference by: what it names, so every spelling counts alike. */
const sealKeyOf = (decoded: { keyVersion: number; serial: number }) => `${decoded.keyVersion}:${decoded.serial}`;

/** Counts a look-up from `ip` in the consultation's throttle: the seconds to wait when blocked, else null. */
export function countLookUp(services: Services, ip: string, sealKey: string | null) {
  return services.consultationThrottle.consult(ip, sealKey);
}

/** The menu serving a product of an account, with the items of the consumer's language; null when none serves it. */
export async function servedMenu(
  db: Db,
  { accountId, productId }: { accountId: string; productId: string },
  language: Language,
): Promise<PublicMenu | null> {
  return (await findServedMenu(db, accountId, productId, language)) ?? null;
}

/**
 * A consumer follows an item of a product's menu: counted for the day (UTC), and its stored
 * address answered; undefined when the item is not in the menu serving that product of that account.
 */
export function followItem(services: Services, db: Db, followed: FollowedItem) {
  return countFollow(db, followed, services.now().toISOString().slice(0, 10));
}
