import { normaliseGtin, type Language } from '@seal/shared';
import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import type { Db } from '../../db/client';
import type { Translate } from '../../public-pages/i18n';
import { resolverFollowHref } from '../../public-pages/resolver-paths';
import { safeUrl } from '../../public-pages/safe-url';
import type { PublicSealLoader } from '../seals/public-seal.service';
import { decodeReference, type SealKeyring } from '../seals/reference-codec';
import type { DigitalLinkRequest } from './digital-link';
import { findLinkItems, findProductByGtin, type DigitalLinkProduct } from './digital-link.repository';
import { linkTypeTerm, type LinkTarget, type LinksByType } from './linkset';

/** The product a Digital Link names, and the seal reference it carries (AI 21), canonical. */
export interface ResolvedLink {
  product: DigitalLinkProduct;
  reference: string | null;
}

export interface ResolveDeps {
  db: Db;
  keyring: SealKeyring;
  /** The consultation's batched seal look-up (consultation-io.ts): concurrent scans share a statement. */
  loadSeal: PublicSealLoader;
}

/**
 * The product of a Digital Link, or null (404), never another account's product:
 * - with a serial, the seal decides: the reference must be one of ours, the seal activated on a
 *   non-archived product whose GTIN is the link's;
 * - without one, the GTIN is a product's only when exactly one account has a non-archived product
 *   with it: two brands with one GTIN (a reseller's copy, a mistake) name neither.
 */
export async function resolveLink(
  { db, keyring, loadSeal }: ResolveDeps,
  link: DigitalLinkRequest,
  language: Language,
): Promise<ResolvedLink | null> {
  if (link.serial === null) {
    const found = await findProductByGtin(db, link.gtin, language);
    return found && found.accounts === 1 ? { product: found.product, reference: null } : null;
  }
  const decoded = decodeReference(link.serial, keyring);
  if (!decoded.ok) return null;
  const record = await loadSeal({ serial: decoded.serial, keyVersion: decoded.keyVersion, language });
  const product = record?.product;
  if (!record || !product || product.archived || !product.gtin || normaliseGtin(product.gtin) !== link.gtin)
    return null;
  return {
    reference: decoded.reference,
    product: {
      id: product.id,
      accountId: record.accountId,
      archived: product.archived,
      gtin: product.gtin,
      brand: product.brand,
      imageId: product.imageId,
      resolverMode: product.resolverMode,
      productPageUrl: product.productPageUrl,
      redirectUrls: product.redirectUrls,
      title: product.title,
      description: product.description,
    },
  };
}

/** What the consultation's throttle counts a reference by (key version and serial): every spelling alike. */
export function sealKeyOf(serial: string, keyring: SealKeyring): string | null {
  const decoded = decodeReference(serial, keyring);
  return decoded.ok ? `${decoded.keyVersion}:${decoded.serial}` : null;
}

/**
 * Whether a browser's answer is the check of the seal itself (its consultation or its resolver
 * page, by modes 0 to 3), which counts in the consultation's throttle when followed: the link's
 * own look-up then need not count.
 */
export const forwardsToCheck = ({ product, reference }: ResolvedLink) =>
  reference !== null && [0, 1, 2, 3].includes(product.resolverMode);

/** A link of the brand's (or a path of this server) as an absolute URL; null when not one to follow. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  const safe = safeUrl(url);
  if (!safe) return null;
  return safe.startsWith('/') ? `${origin}${safe}` : safe;
}

const consultationUrl = (origin: string, reference: string | null) =>
  reference === null
    ? `${origin}${PUBLIC_ROUTES.consultation}`
    : `${origin}${PUBLIC_ROUTES.consultation}?ref=${encodeURIComponent(reference)}`;

/** The product's own page for a language: its redirect URL in that language, else its product page URL. */
export function productPageOf(product: DigitalLinkProduct, language: Language, origin: string): string | null {
  return absoluteUrl(product.redirectUrls[language], origin) ?? absoluteUrl(product.productPageUrl, origin);
}

/**
 * Where a browser goes, by the product's resolver mode (spec 000: 0 none, 1 resolver first,
 * 2 resolution then authentication, 3 authentication then resolver); null: the small page of the
 * product this server shows at the link itself.
 * - 0: with a seal its consultation; without, the product's page.
 * - 1 and 2: with a seal the resolver page of it (whose menu leads on to the consultation);
 *   without one there is no seal to resolve: the product's page.
 * - 3: the consultation, of the seal when there is one.
 */
export function defaultTargetOf(
  { product, reference }: ResolvedLink,
  language: Language,
  origin: string,
  t: Translate,
): LinkTarget | null {
  const html = { language: null, type: 'text/html' } as const;
  if (product.resolverMode === 3 || (product.resolverMode === 0 && reference !== null))
    return { href: consultationUrl(origin, reference), title: t('digitalLink.links.verify'), ...html };
  if (reference !== null && (product.resolverMode === 1 || product.resolverMode === 2))
    return {
      href: `${origin}${PUBLIC_ROUTES.resolver}?ref=${encodeURIComponent(reference)}`,
      title: t('digitalLink.links.resolver'),
      ...html,
    };
  const page = productPageOf(product, language, origin);
  return page ? { href: page, title: product.title ?? t('digitalLink.links.productPage'), language: null } : null;
}

/**
 * Every link of the product for the linkset (and for `?linkType=`): its default link, its product
 * pages (gs1:pip, one per language with a redirect URL), the consultation (gs1:verificationService)
 * and the items of its resolver menu that carry a link type, in the menu's order.
 */
export async function linksOf(
  db: Db,
  resolved: ResolvedLink,
  defaultLink: LinkTarget,
  origin: string,
  t: Translate,
): Promise<LinksByType> {
  const { product, reference } = resolved;
  const links: LinksByType = new Map([['defaultLink', [defaultLink]]]);
  const add = (term: string, target: LinkTarget) => links.set(term, [...(links.get(term) ?? []), target]);

  const title = product.title ?? t('digitalLink.links.productPage');
  const page = absoluteUrl(product.productPageUrl, origin);
  if (page) add('pip', { href: page, title, language: null });
  for (const [language, url] of Object.entries(product.redirectUrls)) {
    const href = absoluteUrl(url, origin);
    if (href) add('pip', { href, title, language: language as Language });
  }
  add('verificationService', {
    href: consultationUrl(origin, reference),
    title: t('digitalLink.links.verify'),
    language: null,
    type: 'text/html',
  });
  for (const item of await findLinkItems(db, product.id, product.accountId)) {
    const term = linkTypeTerm(item.linkType);
    const href = absoluteUrl(item.url, origin);
    // Followed through the resolver's counted redirect (by ids: the address stays ours to give).
    if (term && term !== 'all' && href)
      add(term, {
        href,
        title: item.label,
        language: item.language,
        follow: resolverFollowHref({ accountId: product.accountId, productId: product.id, itemId: item.id }),
      });
  }
  return links;
}
