/** @jsxRuntime automatic */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERRORS, type CatalogueError } from '@seal/shared';
import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import type { Db } from '../db/client';
import { findMenuPicture } from '../modules/resolver/public-menu.repository';
import { followItem, resolveReference, servedMenu } from '../modules/resolver/public-resolver.service';
import { publicSealReader } from '../modules/consultation/consultation-io';
import type { Services } from '../services';
import { embeddingOf } from './embed';
import { publicPageHeaders } from './page-headers';
import { fieldsOf, languageOf, pageContext, sendHtml } from './page-request';
import { renderResolverPage, ResolverFailurePage } from './pages/resolver-page';
import { renderPage } from './render';
import { RESOLVER_PICTURES, checkHrefOf } from './resolver-paths';
import { resultTextKey } from './result-texts';

interface Deps {
  db: Db;
  services: Services;
}

/**
 * `/resolver?ref=` and `/resolver/embed?ref=`: the menu of the product a seal is on, with an item
 * leading to the check of that reference. The embedded page may be framed by any site, and its
 * check is the embedded one (/iframeConsultControl, told which site frames it).
 */
function resolverPage({ db, services }: Deps, embedded: boolean) {
  const path = embedded ? PUBLIC_ROUTES.resolverEmbed : PUBLIC_ROUTES.resolver;
  const checkPath = embedded ? PUBLIC_ROUTES.consultControl : PUBLIC_ROUTES.consultation;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = fieldsOf(request);
    const language = languageOf(request, reply, fields);
    publicPageHeaders(reply, { check: false, frameable: embedded });
    const carried: Record<string, string> = embedded
      ? {
          embed: embeddingOf(request, fields.embed, {
            secret: services.config.serverSecret,
            publicUrl: services.config.publicUrl,
            now: services.now(),
          }).token,
        }
      : {};
    const context = pageContext({
      language,
      path,
      kept: fields.ref ? { ref: fields.ref } : {},
      carried,
      framed: embedded,
    });
    const fail = (error: CatalogueError, message: string) =>
      sendHtml(
        request,
        reply,
        error === ERRORS.consultation.missingReference ? 400 : error.status === 429 ? 429 : 404,
        renderPage(
          context,
          <ResolverFailurePage
            message={message}
            code={error.code}
            checkHref={`${checkPath}?${new URLSearchParams({ ...carried, lang: language }).toString()}`}
          />,
        ),
      );
    const reader = publicSealReader(services, db);
    const resolved = await resolveReference(services, reader, { ref: fields.ref, language, throttledIp: request.ip });
    if (!resolved.ok) {
      if (resolved.retryAfterSeconds !== undefined) reply.header('retry-after', String(resolved.retryAfterSeconds));
      return fail(resolved.error, context.t(`${resultTextKey(resolved.error.key)}.message`));
    }
    const menu = await servedMenu(db, resolved, language);
    if (!menu) return fail(ERRORS.common.notFound, context.t('resolver.noMenu'));
    const checkHref = checkHrefOf(checkPath, resolved.reference, { ...carried, lang: language });
    return sendHtml(request, reply, 200, renderResolverPage(context, { menu, checkHref }));
  };
}

const zFollow = z
  .object({ account: z.uuid(), product: z.uuid(), item: z.uuid() })
  .transform(({ account, product, item }) => ({ accountId: account, productId: product, itemId: item }));
const zPicture = z.object({
  accountId: z.uuid(),
  menuId: z.uuid(),
  which: z.enum(['logo', 'background', 'header-logo']),
});

/** The resolver's public routes (docs/resolver.md), beside the check's. */
export function resolverRoutes(app: FastifyInstance, deps: Deps) {
  app.get(PUBLIC_ROUTES.resolver, resolverPage(deps, false));
  app.get(PUBLIC_ROUTES.resolverEmbed, resolverPage(deps, true));

  // A followed item: looked up by its id in the menu of that product of that account, counted, then
  // redirected to its stored address. Nothing in the query is ever an address: no open redirect.
  // A missing or malformed id (the account's too) is an unknown item.
  app.get(PUBLIC_ROUTES.resolverGo, async (request, reply) => {
    const given = zFollow.safeParse(request.query);
    const url = given.success ? await followItem(deps.services, deps.db, given.data) : undefined;
    reply.header('cache-control', 'no-store');
    if (!url) {
      const language = languageOf(request, reply, {});
      const context = pageContext({ language, path: PUBLIC_ROUTES.resolver });
      publicPageHeaders(reply, { check: false, frameable: false });
      const failure = (
        <ResolverFailurePage
          message={context.t('resolver.linkGone')}
          code={ERRORS.common.notFound.code}
          checkHref={`${PUBLIC_ROUTES.consultation}?lang=${language}`}
        />
      );
      return sendHtml(request, reply, 404, renderPage(context, failure));
    }
    return reply.redirect(url, 302);
  });

  const noPicture = (reply: FastifyReply) =>
    reply.status(404).header('cache-control', 'no-cache').send({ code: 404, key: 'common.notFound' });
  app.get(`${RESOLVER_PICTURES}/:accountId/:menuId/:which`, async (request, reply) => {
    const given = zPicture.safeParse(request.params);
    const picture = given.success
      ? await findMenuPicture(deps.db, given.data.accountId, given.data.menuId, given.data.which)
      : undefined;
    if (!picture) return noPicture(reply);
    return reply
      .headers({
        'content-type': picture.contentType,
        'content-length': String(picture.content.length),
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own is a document: no script, no fetch, a sandboxed origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
        'cache-control': 'public, max-age=3600',
        etag: `"${picture.etag}"`,
      })
      .send(picture.content);
  });
  // Any other path there (an address without its account) is an unknown picture, not the console's page.
  app.get(`${RESOLVER_PICTURES}/*`, async (_request, reply) => noPicture(reply));
}
