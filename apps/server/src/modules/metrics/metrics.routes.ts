import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { ERRORS } from '@seal/shared';
import type { MetricsExposure } from '../../config';
import { sendError } from '../../rpc/errors';
import { httpDuration, httpRequests } from './counters';

/**
 * Counts every answer by route (the route's pattern, never the raw URL: /api/products/:id, not
 * each id) and method, and its time. A /callAPI call is counted under its RPC method when the
 * registry has it (`/callAPI productModel.list`), and a call of /api/v1/{model}/{name} likewise
 * (`/api/v1 productModel.list`), so the label's values stay a known list.
 */
export function countRequests(app: FastifyInstance, rpcMethods: () => ReadonlySet<string>) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request, rpcMethods());
    httpRequests.inc({ route, method: request.method, status: String(reply.statusCode) });
    httpDuration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    done();
  });
}

function routeOf(request: FastifyRequest, rpcMethods: ReadonlySet<string>): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  if (route === '/api/v1/:model/:name') {
    // The same calls by their own paths (docs/api.md): counted under the method the same way.
    const params = request.params as { model?: unknown; name?: unknown };
    const name = `${String(params.model)}.${String(params.name)}`;
    return rpcMethods.has(name) ? `/api/v1 ${name}` : route;
  }
  if (route !== '/callAPI') return route;
  const body = request.body as { methodModel?: unknown; methodName?: unknown } | undefined;
  const name = `${String(body?.methodModel)}.${String(body?.methodName)}`;
  return rpcMethods.has(name) ? `/callAPI ${name}` : route;
}

const bearerOf = (header: string | undefined) => /^Bearer (\S+)$/i.exec(header ?? '')?.[1];

/** The token compared in constant time; any token when none is configured. */
function tokenFits(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const given = Buffer.from(bearerOf(header) ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on the server's port: open with METRICS_TOKEN (and no METRICS_PORT), else 404 as
 * any unknown address. A wrong or missing token is 401.
 */
export async function metricsRoutes(app: FastifyInstance, registry: Registry, exposure: MetricsExposure) {
  app.get('/metrics', async (request, reply) => {
    if (exposure.port !== undefined || exposure.token === undefined) return sendError(reply, ERRORS.common.notFound);
    if (!tokenFits(request.headers.authorization, exposure.token)) return refuse(reply);
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

function refuse(reply: FastifyReply) {
  reply.header('www-authenticate', 'Bearer realm="metrics"');
  return sendError(reply, ERRORS.common.sessionRequired);
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** /metrics on a port of its own (METRICS_PORT), out of the console's routes, hooks and limits. */
export async function startMetricsServer(
  registry: Registry,
  exposure: MetricsExposure & { port: number },
  log: FastifyBaseLogger,
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') return end(response, 404, 'Not found\n');
    if (!tokenFits(request.headers.authorization, exposure.token)) {
      response.setHeader('www-authenticate', 'Bearer realm="metrics"');
      return end(response, 401, 'Unauthorized\n');
    }
    registry.metrics().then(
      (text) => end(response, 200, text, registry.contentType),
      (error: unknown) => {
        log.error({ err: error }, 'collecting the metrics failed');
        end(response, 500, 'Collecting the metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(exposure.port, exposure.host, () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function end(response: http.ServerResponse, status: number, text: string, type = 'text/plain; charset=utf-8') {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(text);
}
