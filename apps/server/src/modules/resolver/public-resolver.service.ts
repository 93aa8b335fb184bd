import { ERRORS, type CatalogueError, type Language } from '@seal/shared';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { consultationIoFor } from '../consultation/consultation-io';
import { findPublicSeal } from '../seals/public-seal.service';
import { decodeReference } from '../seals/reference-codec';
import { countFollow, findServedMenu, type PublicMenu } from './public-menu.repository';

/** A product's resolver mode (spec 000): where its menu comes on the consultation path. */
export const RESOLVER_MODE = {
  none: 0,
  resolverFirst: 1,
  resolutionThenAuthentication: 2,
  authenticationThenResolver: 3,
} as const;

export type ResolvedReference =
  { ok: true; reference: string; productId: string; mode: number } | { ok: false; error: CatalogueError };

const REFERENCE_MAX = 40;

/**
 * The product of a printed reference and its resolver mode (docs/resolver.md). Reads only, like the consultation's own look-up (the same batched
 * statement), and records nothing: a menu shown is not a consultation. A reference that does not
 * read, a seal on no product or on an archived one answer the consultation's codes (100, 101,
 * 102, 104).
 */
export async function resolveReference(
  services: Services,
  db: Db,
  ref: string | undefined,
  language: Language,
): Promise<ResolvedReference> {
  const typed = ref?.trim().slice(0, REFERENCE_MAX) ?? '';
  if (!typed) return { ok: false, error: ERRORS.consultation.missingReference };
  const decoded = decodeReference(typed, services.sealKeyring);
  if (!decoded.ok) return { ok: false, error: ERRORS.consultation.invalidReference };
  const io = consultationIoFor(services.consultationIo, db);
  const found = await findPublicSeal(
    { load: io.loadSeal, keyring: services.sealKeyring, now: services.now },
    decoded,
    language,
  );
  if (!found) return { ok: false, error: ERRORS.consultation.invalidReference };
  const { product, seal } = found;
  if (!seal.activation || !product) return { ok: false, error: ERRORS.consultation.notActivated };
  if (product.archived) return { ok: false, error: ERRORS.consultation.invalidProduct };
  return { ok: true, reference: seal.reference, productId: product.id, mode: product.resolverMode };
}

/** The menu serving a product, with the items of the consumer's language; null when none serves it. */
export async function servedMenu(db: Db, productId: string, language: Language): Promise<PublicMenu | null> {
  return (await findServedMenu(db, productId, language)) ?? null;
}

/**
 * A consumer follows an item of a product's menu: counted for the day (UTC), and its stored
 * address answered; undefined when the item is not in the menu serving that product.
 */
export function followItem(services: Services, db: Db, productId: string, itemId: string) {
  return countFollow(db, productId, itemId, services.now().toISOString().slice(0, 10));
}
