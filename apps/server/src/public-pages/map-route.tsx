/** @jsxRuntime automatic */
import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import { fieldsOf, languageOf, pageContext, sendHtml } from './page-request';
import { MapPage } from './pages/map-page';
import { renderPage } from './render';

/**
 * GET /map: the page saying what the map of checks is and leading to the check
 * (docs/decisions/0023-public-map.md). A link that carries a reference (`/map?ref=X`, as printed
 * before this page existed) still goes to the check of X, keeping its query.
 */
export function mapRoute(app: FastifyInstance) {
  app.get(PUBLIC_ROUTES.map, async (request, reply) => {
    const fields = fieldsOf(request);
    if (fields.ref !== undefined) {
      const query = request.url.slice(request.url.indexOf('?'));
      return reply.redirect(`${PUBLIC_ROUTES.consultation}${query}`, 302);
    }
    const language = languageOf(request, reply, fields);
    const html = renderPage(pageContext({ language, path: PUBLIC_ROUTES.map }), <MapPage />);
    return sendHtml(request, reply, 200, html);
  });
}
