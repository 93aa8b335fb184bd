import type { Language } from '@seal/shared';

/** The GS1 Web Vocabulary: a link type gs1:pip is https://gs1.org/voc/pip in a linkset. */
export const GS1_VOC = 'https://gs1.org/voc/';
/** The vocabulary's older addresses, still printed in some link types (and in the standard's first examples). */
const OLDER_VOCS = ['https://ref.gs1.org/voc/', 'http://gs1.org/voc/'];
/** The RFC 9264 media type of a linkset in JSON. */
export const LINKSET_TYPE = 'application/linkset+json';

/** One link of a linkset: where it goes and what a client may know before following it. */
export interface LinkTarget {
  href: string;
  title: string;
  /** The language of what it leads to; null for every language. */
  language: Language | null;
  /** Its media type when known (our own pages); an item of the brand's says nothing of it. */
  type?: string;
  /**
   * For an item of the product's resolver menu: the path of this server that counts a follow and
   * redirects to it (a browser's `?linkType=` goes there; the linkset gives the item's own address).
   */
  follow?: string;
}

/** The links of a product's Digital Link, by link type (the vocabulary term: pip, defaultLink...). */
export type LinksByType = Map<string, LinkTarget[]>;

/**
 * The term a `linkType` asks for: `gs1:pip`, `https://gs1.org/voc/pip` and the older
 * `https://ref.gs1.org/voc/pip` and `http://gs1.org/voc/pip` all name `pip`; `all` (and Resolver
 * CE's `linkset`) ask for the whole linkset. The term is matched as the vocabulary spells it
 * (`gs1:PIP` is no link type). Null for a link type outside the GS1 vocabulary, which no link of
 * ours carries.
 */
export function linkTypeTerm(linkType: string): string | null {
  if (linkType === 'all' || linkType === 'linkset') return 'all';
  for (const prefix of ['gs1:', GS1_VOC, ...OLDER_VOCS])
    if (linkType.startsWith(prefix)) {
      const term = linkType.slice(prefix.length);
      return /^[A-Za-z][A-Za-z0-9]*$/.test(term) ? term : null;
    }
  return null;
}

/**
 * The link of a type for a consumer's language, as GS1 resolvers choose it: one in their language,
 * else one for every language, else the first there is.
 */
export function pickLink(links: readonly LinkTarget[] | undefined, language: Language): LinkTarget | null {
  if (!links || links.length === 0) return null;
  return links.find((link) => link.language === language) ?? links.find((link) => link.language === null) ?? links[0]!;
}

/**
 * The RFC 9264 JSON linkset of one anchor: each link type as its full vocabulary URI, each target
 * with its title, its language as an `hreflang` array and its media type when known.
 */
export function linksetOf(anchor: string, links: LinksByType) {
  const context: Record<string, unknown> = { anchor };
  for (const [term, targets] of links) {
    if (targets.length === 0) continue;
    context[`${GS1_VOC}${term}`] = targets.map((target) => ({
      href: target.href,
      title: target.title,
      ...(target.language ? { hreflang: [target.language] } : {}),
      ...(target.type ? { type: target.type } : {}),
    }));
  }
  return { linkset: [context] };
}

/**
 * The `Link:` header of every answer: where the linkset is (rel="linkset", RFC 9264 section 6), as
 * GS1 resolvers announce it, so a client that followed a redirect can still find the other links.
 */
export const linksetHeader = (anchor: string) => `<${anchor}?linkType=all>; rel="linkset"; type="${LINKSET_TYPE}"`;
