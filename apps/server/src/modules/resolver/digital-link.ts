import digitalLinkJs, { type DigitalLinkInstance } from 'digital-link.js';

const { DigitalLink, Utils } = digitalLinkJs;

/** The primary key this server resolves: the GTIN (AI 01). */
export const GTIN_AI = '01';
/** The key qualifiers of a GTIN, in the order the standard sets: CPV (22), lot (10), serial (21). */
export const GTIN_QUALIFIERS = ['22', '10', '21'] as const;
type Qualifier = (typeof GTIN_QUALIFIERS)[number];
const QUALIFIER_RULES: Record<Qualifier, string> = {
  '22': Utils.Rules.cpv,
  '10': Utils.Rules.lot,
  '21': Utils.Rules.ser,
};
/**
 * The convenience alphas of the first versions of the standard (/gtin/, /ser/...): version 1.2
 * (2021) removed them and GS1's grammar no longer accepts them; we say so instead of guessing.
 */
const CONVENIENCE_ALPHAS = new Set(['gtin', 'cpv', 'lot', 'ser']);
/** Far above the longest valid GTIN path with its query; nothing longer reaches the grammar. */
export const DIGITAL_LINK_URL_MAX = 1024;

/** Why a path is not a GS1 Digital Link URI of a GTIN (each has its text: resolver.digitalLinkInvalid). */
export type DigitalLinkProblem =
  'tooLong' | 'alpha' | 'gtin' | 'checkDigit' | 'qualifier' | 'missingValue' | 'value' | 'order' | 'query';

/** A GS1 Digital Link URI asked of this server, its values decoded. */
export interface DigitalLinkRequest {
  /** The GTIN as 14 digits (GTIN-8, -12 and -13 padded with zeros). */
  gtin: string;
  cpv: string | null;
  lot: string | null;
  serial: string | null;
  /** `?linkType=` as given (gs1:pip, a full vocabulary URI, all), decoded. */
  linkType: string | null;
  /** The other query parameters (data attributes, `lang`), decoded. */
  attributes: Record<string, string>;
  /** The canonical URI of the item on this server: GTIN-14, qualifiers in order, no query. */
  anchor: string;
}

export type ParsedDigitalLink =
  { ok: true; link: DigitalLinkRequest } | { ok: false; problem: DigitalLinkProblem; ai?: string };

const fail = (problem: DigitalLinkProblem, ai?: string): ParsedDigitalLink => ({
  ok: false,
  problem,
  ...(ai ? { ai } : {}),
});

/**
 * Reads a request URL (path and query, as sent: still percent-encoded) as a GS1 Digital Link URI
 * of this server (`origin`, e.g. https://seals.example.com).
 *
 * The grammar and the check digit are GS1's (digital-link.js, the standard's ABNF, version 1.4).
 * The library is given the pairs of the path rather than the URL string: its string reader looks
 * for the primary key by running every identifier rule of the grammar on each segment, which costs
 * a millisecond of the 5 ms a resolution may take (docs/resolver-digital-link.md); the pairs of our
 * own route are already known. The values stay percent-encoded until the grammar has accepted
 * them, so that it judges what was sent.
 */
export function parseDigitalLink(url: string, origin: string): ParsedDigitalLink {
  if (url.length > DIGITAL_LINK_URL_MAX) return fail('tooLong');
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const segments = path.split('/').slice(1);
  // A trailing slash adds nothing to the path.
  if (segments.at(-1) === '') segments.pop();
  if (segments.some((segment, index) => index % 2 === 0 && CONVENIENCE_ALPHAS.has(segment))) return fail('alpha');
  if (segments[0] !== GTIN_AI) return fail('gtin');
  if (segments.length % 2 !== 0) return fail('missingValue', segments.at(-1));

  const gtin = segments[1] ?? '';
  // No prototype: a segment or a query key such as "constructor" or "__proto__" is only a name.
  const keyQualifiers: Record<string, string> = Object.create(null);
  const keyQualifiersOrder: string[] = [];
  for (let index = 2; index < segments.length; index += 2) {
    const ai = segments[index]!;
    if (Object.hasOwn(keyQualifiers, ai)) return fail('order', ai);
    keyQualifiers[ai] = segments[index + 1]!;
    keyQualifiersOrder.push(ai);
  }
  const { attributes, linkType } = queryOf(query);
  const link = DigitalLink({
    domain: origin,
    identifier: { [GTIN_AI]: gtin },
    keyQualifiers,
    keyQualifiersOrder,
    // A copy: the library writes linkType into the attributes it is given.
    attributes: Object.assign(Object.create(null), attributes),
    ...(linkType !== null ? { linkType } : {}),
  });
  if (!link.isValid()) return whyInvalid(link, gtin, keyQualifiersOrder, keyQualifiers);

  const gtin14 = link.getIdentifier()[GTIN_AI]!;
  const anchor = DigitalLink({
    domain: origin,
    identifier: { [GTIN_AI]: gtin14 },
    keyQualifiers,
    // The standard's order, spelt out: an object lists keys such as "22" in numeric order.
    keyQualifiersOrder: GTIN_QUALIFIERS.filter((ai) => Object.hasOwn(keyQualifiers, ai)),
  }).toWebUriString();
  const decoded = (value: string | undefined) => (value === undefined ? null : decodeURIComponent(value));
  try {
    return {
      ok: true,
      link: {
        gtin: gtin14,
        cpv: decoded(keyQualifiers['22']),
        lot: decoded(keyQualifiers['10']),
        serial: decoded(keyQualifiers['21']),
        linkType: linkType === null ? null : decodeQueryValue(linkType),
        attributes: Object.fromEntries(
          Object.entries(attributes).map(([key, value]) => [decodeQueryValue(key), decodeQueryValue(value)]),
        ),
        anchor,
      },
    };
  } catch (error) {
    // The grammar takes any %XX in a query value; some are no UTF-8 text (%FF).
    if (error instanceof URIError) return fail('query');
    throw error;
  }
}

/** The query's pairs as sent (`&` or `;` between them, as the grammar allows); linkType apart. */
function queryOf(query: string) {
  const attributes: Record<string, string> = Object.create(null);
  let linkType: string | null = null;
  for (const pair of query.split(/[&;]/)) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    if (key === 'linkType') linkType = value;
    else attributes[key] = value;
  }
  return { attributes, linkType };
}

const decodeQueryValue = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));

/** What the grammar refused, named with GS1's own rules for a clear answer. */
function whyInvalid(
  link: DigitalLinkInstance,
  gtin: string,
  order: readonly string[],
  values: Record<string, string>,
): ParsedDigitalLink {
  if (!/^(\d{8}|\d{12,14})$/.test(gtin)) return fail('gtin');
  // Asked only of a GTIN length: the library's check digit throws on any other.
  if (!link.isCheckDigitValid()) return fail('checkDigit');
  for (const ai of order) {
    if (!(GTIN_QUALIFIERS as readonly string[]).includes(ai)) return fail('qualifier', ai);
    if (!Utils.testRule(QUALIFIER_RULES[ai as Qualifier], values[ai]!)) return fail('value', ai);
  }
  const ranks = order.map((ai) => GTIN_QUALIFIERS.indexOf(ai as Qualifier));
  if (ranks.some((rank, index) => index > 0 && rank < ranks[index - 1]!)) return fail('order');
  return fail('query');
}
