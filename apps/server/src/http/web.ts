import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ASSETS_PREFIX as PUBLIC_PAGE_ASSETS } from '../public-pages/assets';

/** Calls and REST routes (the EPCIS binding's too), as opposed to the console's pages and files. */
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/callAPI') || url.startsWith('/epcis/');

/** The path as the router reads it: percent-decoded (`/%63allAPI` is `/callAPI`), without its query. */
function routedPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A call or a REST route, judged on the route that answers it (`/api/media/:id`) or, when none
 * does, on the decoded path: never on the raw string, which a client can spell in many ways.
 */
export const isApiRequest = (request: FastifyRequest) =>
  isApiPath(request.routeOptions.url ?? '') || isApiPath(routedPath(request.url));

/** Vite names the built scripts and styles after their content: a name never changes meaning. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built console. Files are looked up on each request (not listed once at start-up), so a
 * rebuild's new assets are served without a restart. A missing asset is a 404, never the app's
 * HTML (a browser would try to run it as a script); any other unknown GET path gets index.html,
 * whose router shows the page or its 404. Hashed assets are cached for good, the rest revalidated.
 * The public pages (public-pages/) are routes of their own, registered before this fallback. A
 * browser that takes brotli or gzip gets the copy the build compressed.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const notFound = (reply: FastifyReply) => reply.status(404).send({ code: 404, key: 'common.notFound' });
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => notFound(reply));
    return;
  }
  const root = path.resolve(webDist);
  const assets = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    cacheControl: false,
    // The build writes a brotli and a gzip copy beside each text file (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // An API path's 404 gets the API's no-store (app.ts).
    if (isApiRequest(request)) return notFound(reply);
    const pathname = routedPath(request.url);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || pathname.startsWith(HASHED_ASSETS) || pathname.startsWith(PUBLIC_PAGE_ASSETS)) {
      return notFound(reply.header('cache-control', 'no-cache'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
