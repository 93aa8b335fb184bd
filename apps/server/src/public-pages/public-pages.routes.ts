import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { ASSETS_PREFIX, loadPublicAssets } from './assets';
import { checkRoute } from './check-route';
import { sendCompressed } from './compression';
import { formRoute } from './form-route';
import { mapRoute } from './map-route';
import { nutritionRoutes } from './nutrition-route';
import { pageErrorHandler } from './page-errors';
import { resolverRoutes } from './resolver-route';

/** A check form is a few short fields: anything larger is not one. */
const FORM_BODY_BYTES = 16 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The public pages of spec 000 section 2 (PUBLIC_ROUTES), rendered on the server: the consumer's
 * check of a seal, its embedded form for brands' websites, and the consumer form alone. They are
 * served before the console's SPA fallback (http/web.ts) and load nothing of the console.
 * docs/public-pages.md describes them.
 */
export async function publicPagesRoutes(
  app: FastifyInstance,
  { db, services, publicDist }: { db: Db; services: Services; publicDist: string | undefined },
) {
  const assets = loadPublicAssets(publicDist);
  if (!assets.formClient) app.log.warn('the public pages client is not built: their consumer form cannot be sent');

  // The reference box and the challenge are plain HTML forms, so that they work without a script.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.setErrorHandler(pageErrorHandler);

  const deps = { db, services, assets };
  const pages = [
    { path: PUBLIC_ROUTES.consultation, withGuidance: false, embedded: false },
    { path: PUBLIC_ROUTES.controlNew, withGuidance: false, embedded: false },
    { path: PUBLIC_ROUTES.front, withGuidance: true, embedded: false },
    { path: PUBLIC_ROUTES.consultControl, withGuidance: false, embedded: true },
  ];
  for (const page of pages) {
    const handler = checkRoute(deps, page);
    app.get(page.path, handler);
    app.post(page.path, handler);
  }
  app.get(PUBLIC_ROUTES.formInformations, formRoute(deps));
  resolverRoutes(app, deps);
  nutritionRoutes(app, deps);

  // The hidden authenticity test page is the check with its guidance, the consumer's own test of a
  // product (docs/public-pages.md).
  const sendTo = (path: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${path}${query}`, 302);
  };
  mapRoute(app);
  app.get(PUBLIC_ROUTES.authenticityTest, sendTo(PUBLIC_ROUTES.front));

  app.get<{ Params: { file: string } }>(`${ASSETS_PREFIX}:file`, async (request, reply) => {
    const file = assets.files.get(request.params.file);
    if (!file) return reply.status(404).header('cache-control', 'no-cache').send({ code: 404, key: 'common.notFound' });
    reply.header('cache-control', IMMUTABLE).type(file.type);
    return sendCompressed(request, reply, file.body, file.gzipped);
  });
}
