import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, type CatalogueError, type Language } from '@seal/shared';
import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import type { Db } from '../../db/client';
import { sendCompressed } from '../../public-pages/compression';
import { translatorFor, type Translate } from '../../public-pages/i18n';
import { LANGUAGE_COOKIE, pickLanguage } from '../../public-pages/language';
import { publicPageHeaders } from '../../public-pages/page-headers';
import { pageContext } from '../../public-pages/page-request';
import type { Services } from '../../services';
import { GTIN_AI, parseDigitalLink, type DigitalLinkProblem, type DigitalLinkRequest } from './digital-link';
import {
  decompress,
  mayBeCompressed,
  partiallyUncompressed,
  uncompressedOf,
  type CompressionProblem,
} from './digital-link-compression';
import { asksForLinkset, linksetMediaType, prefersHtml } from './digital-link-negotiation';
import { renderFailurePage, renderProductPage } from './digital-link-pages';
import {
  defaultTargetOf,
  forwardsToCheck,
  linksOf,
  resolveLink,
  sealKeyOf,
  type ResolvedLink,
} from './digital-link.service';
import { linksetHeader, linksetOf, linkTypeTerm, pickLink, type LinkTarget } from './linkset';
import { resolverDescription, RESOLVER_DESCRIPTION_PATH } from './resolver-description';

interface DigitalLinkDeps {
  db: Db;
  services: Services;
  /** Where a public page fetches a product's image (the consultation's route, by account and product). */
  productImageUrl: (accountId: string, productId: string) => string;
}

/**
 * GS1 Digital Link URIs of the account's products (docs/resolver-digital-link.md): `/01/{gtin}`
 * with its qualifiers 22, 10 and 21 and data attributes in the query. A browser is sent (307)
 * where the product's resolver mode says, a `?linkType=` to that link, a client asking for
 * `application/linkset+json` (or `?linkType=all`) gets the RFC 9264 linkset. Public and read-only:
 * any site may read the answers (CORS), none is kept by a cache (a seal's answer is its own).
 */
export async function digitalLinkRoutes(app: FastifyInstance, { db, services, productImageUrl }: DigitalLinkDeps) {
  const origin = services.config.publicUrl.replace(/\/+$/, '');
  // The consultation's batched seal look-up: concurrent scans and checks share a statement.
  const deps = { db, keyring: services.sealKeyring, loadSeal: services.consultationIo.loadSeal };

  /** The answer's common headers, its language (`?lang=`, the cookie, Accept-Language) and texts. */
  const begin = (request: FastifyRequest, reply: FastifyReply, queryLanguage: unknown): Answer => {
    const { language } = pickLanguage({
      query: queryLanguage,
      cookie: request.cookies?.[LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    });
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-expose-headers', 'Link')
      .header('vary', 'Accept, Accept-Language, Cookie')
      .header('cache-control', 'no-store');
    return { request, reply, language, t: translatorFor(language) };
  };

  /**
   * The answer to a Digital Link given in its uncompressed form (`url`: path and query, still
   * percent-encoded): the request's own URL, or what a compressed link decompresses to.
   */
  const answerLink = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    const accept = request.headers.accept;
    const parsed = parseDigitalLink(url, origin);
    const problem = begin(
      request,
      reply,
      parsed.ok ? parsed.link.attributes.lang : (request.query as Record<string, unknown>).lang,
    );
    const { language, t } = problem;
    if (!parsed.ok)
      return sendProblem(problem, ERRORS.resolver.digitalLinkInvalid, parsed.problem, parsed.ai?.slice(0, 40));
    const { link } = parsed;
    const resolved = await resolveLink(deps, link, language);
    const term = link.linkType === null ? null : linkTypeTerm(link.linkType);
    const linkset = asksForLinkset(accept, term);
    // A serial's answer tells whether a seal exists: it counts in the consultation's throttle
    // (105), as a check does, unless the answer is the check itself, which counts when followed.
    const forwarded =
      resolved !== null && !linkset && (term === null || term === 'defaultLink') && forwardsToCheck(resolved);
    if (link.serial !== null && !forwarded) {
      const wait = await services.consultationThrottle.consult(request.ip, sealKeyOf(link.serial, deps.keyring));
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return sendProblem(problem, ERRORS.consultation.temporarilyBlocked, 'throttled');
      }
    }
    if (!resolved) return sendProblem(problem, ERRORS.resolver.digitalLinkUnknown, 'notFound');

    reply.header('link', linksetHeader(link.anchor));
    const target = defaultTargetOf(resolved, language, origin, t);
    // No page of its own to go to: the product's small page, answered at the link itself.
    const defaultLink: LinkTarget = target ?? {
      href: link.anchor,
      title: resolved.product.title ?? t('digitalLink.links.productPage'),
      language: null,
      type: 'text/html',
    };
    if (linkset) {
      const links = await linksOf(db, resolved, defaultLink, origin, t);
      // A Buffer: JSON types take no charset parameter, which Fastify adds to a string. The titles
      // of our own links are in the consumer's language.
      return reply
        .type(linksetMediaType(accept))
        .header('content-language', language)
        .send(Buffer.from(JSON.stringify(linksetOf(link.anchor, links))));
    }
    if (term !== null && term !== 'defaultLink') {
      const chosen = pickLink((await linksOf(db, resolved, defaultLink, origin, t)).get(term), language);
      // A link type the product has no link of leads to its default link, as GS1 resolvers do.
      if (chosen)
        return reply.redirect(chosen.follow ? `${origin}${chosen.follow}` : passQueryOn(chosen.href, url), 307);
    }
    if (target) return reply.redirect(passQueryOn(target.href, url), 307);
    return sendProductPage({ request, reply, language, t }, link, resolved, defaultLink);
  };

  /** The small page of a product without a page of its own: its links in the consumer's language. */
  async function sendProductPage(
    answer: Answer,
    link: DigitalLinkRequest,
    resolved: ResolvedLink,
    defaultLink: LinkTarget,
  ) {
    const { product } = resolved;
    const links = await linksOf(db, resolved, defaultLink, origin, answer.t);
    links.delete('defaultLink');
    const html = renderProductPage(contextFor(answer), {
      title: product.title ?? answer.t('digitalLink.links.productPage'),
      description: product.description,
      brand: product.brand,
      gtin: link.gtin,
      imageUrl: product.imageId ? productImageUrl(product.accountId, product.id) : null,
      links: [...links.values()].flatMap((targets) => pickLink(targets, answer.language) ?? []),
    });
    return sendPage(answer, 200, html);
  }

  /** A link in its uncompressed form, or partially compressed (`/01/{gtin}/{compressed}`). */
  const resolve = (request: FastifyRequest, reply: FastifyReply) =>
    answerLink(request, reply, partiallyUncompressed(request.url) ?? request.url);

  /**
   * A compressed Digital Link: `/{base64url}`, answered exactly as its uncompressed form. A segment
   * that is none and could not be one (docs/resolver-digital-link.md) is a page of the console.
   */
  const resolveCompressed = async (request: FastifyRequest, reply: FastifyReply) => {
    const { segment } = request.params as { segment: string };
    const queryAt = request.url.indexOf('?');
    const decompressed = decompress(segment);
    const link = decompressed.ok
      ? uncompressedOf(decompressed.elements, queryAt === -1 ? '' : request.url.slice(queryAt + 1))
      : null;
    if (link?.key === GTIN_AI) return answerLink(request, reply, link.url);
    if (link === null && !mayBeCompressed(segment)) return reply.callNotFound();
    const answer = begin(request, reply, (request.query as Record<string, unknown>).lang);
    if (link !== null) return sendProblem(answer, ERRORS.resolver.digitalLinkUnknown, 'primaryKey', link.key);
    if (!decompressed.ok)
      return sendProblem(
        answer,
        ERRORS.resolver.digitalLinkInvalid,
        decompressed.problem,
        decompressed.ai?.slice(0, 40),
      );
    return sendProblem(answer, ERRORS.resolver.digitalLinkInvalid, 'noPrimaryKey');
  };

  app.get('/01/*', resolve);
  // Not a Digital Link of the current standard: answered as one that says why (digital-link.ts).
  app.get('/gtin/*', resolve);
  // Standard base64's + and = too, to say that they are no base64url rather than show the console.
  app.get('/:segment(^[A-Za-z0-9_+=-]+$)', resolveCompressed);
  app.get('/:segment(^[A-Za-z0-9_+=-]+$)/', resolveCompressed);
  app.get(RESOLVER_DESCRIPTION_PATH, async (_request, reply) =>
    reply.header('access-control-allow-origin', '*').send(resolverDescription(services.config)),
  );
}

interface Answer {
  request: FastifyRequest;
  reply: FastifyReply;
  language: Language;
  t: Translate;
}

/**
 * The query of the request passed on to where it is redirected (the GS1 resolver standard asks
 * for the whole query string), less `linkType`, which chose the link and means nothing there.
 */
export function passQueryOn(href: string, requestUrl: string): string {
  const queryAt = requestUrl.indexOf('?');
  if (queryAt === -1) return href;
  const kept = requestUrl
    .slice(queryAt + 1)
    .split(/[&;]/)
    .filter((pair) => pair !== '' && !pair.startsWith('linkType=') && pair !== 'linkType');
  if (kept.length === 0) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${kept.join('&')}`;
}

/** The public pages' context, its language links back to the Digital Link, its forms to the consultation. */
function contextFor({ request, language }: Answer) {
  const path = request.url.split('?')[0]!;
  return {
    ...pageContext({ language, path: PUBLIC_ROUTES.consultation }),
    languageHref: (other: Language) => `${path}?lang=${other}`,
  };
}

function sendPage({ request, reply }: Answer, status: number, html: string) {
  publicPageHeaders(reply, { check: false, frameable: false });
  reply.status(status).type('text/html; charset=utf-8');
  return sendCompressed(request, reply, html);
}

/**
 * A Digital Link this server cannot answer: for a person, a page in their language with the
 * reference box; for a program, the problem as JSON (RFC 9457) carrying the catalogue code.
 */
function sendProblem(
  answer: Answer,
  error: CatalogueError,
  reason: DigitalLinkProblem | CompressionProblem | 'notFound' | 'throttled' | 'primaryKey' | 'noPrimaryKey',
  ai?: string,
) {
  const { request, reply, t, language } = answer;
  const titles: Record<number, string> = {
    404: 'digitalLink.problem.notFoundTitle',
    429: 'result.temporarilyBlocked.title',
  };
  const title = t(titles[error.status] ?? 'digitalLink.problem.invalidTitle');
  const detail = t(`digitalLink.problem.${reason}`, { ai });
  if (prefersHtml(request.headers.accept))
    return sendPage(answer, error.status, renderFailurePage(contextFor(answer), title, detail));
  return reply
    .status(error.status)
    .type('application/problem+json')
    .header('content-language', language)
    .send(
      Buffer.from(
        JSON.stringify({
          title,
          status: error.status,
          detail,
          code: error.code,
          key: error.key,
          params: { reason, ...(ai ? { ai } : {}) },
        }),
      ),
    );
}
