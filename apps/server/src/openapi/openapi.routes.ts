import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** swagger-ui-dist's files the reference page loads, served from the package (no CDN). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** Starts the reference page: a file of ours, since the CSP runs no inline script. */
const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#reference', deepLinking: true, validatorUrl: null });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Seal Console API reference</title>
<link rel="icon" href="${DOCS_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

/**
 * GET /api/openapi.json, the document built on its first request (public: it describes the API and
 * holds no data), and GET /api/docs, the reference page rendered from it by swagger-ui-dist. Both
 * are made when first asked for, not at the server's start, which few of its runs need them for.
 */
export async function openApiRoutes(app: FastifyInstance, { document }: { document: () => unknown }) {
  let body: string | undefined;
  let assets: Map<string, { type: string; body: Buffer }> | undefined;
  const asset = (name: string) => {
    if (!assets) {
      const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
      assets = new Map(
        Object.entries(ASSETS).map(([file, type]) => [file, { type, body: fs.readFileSync(path.join(dist, file)) }]),
      );
    }
    return assets.get(name);
  };
  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send((body ??= JSON.stringify(document()))),
  );
  app.get(DOCS_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
  app.get(`${DOCS_PATH}/init.js`, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(INIT),
  );
  app.get<{ Params: { file: string } }>(`${DOCS_PATH}/:file`, async (request, reply) => {
    const found = asset(request.params.file);
    if (!found) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=3600').type(found.type).send(found.body);
  });
}
