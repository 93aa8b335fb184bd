import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, with its middleware built once. @fastify/helmet builds a new helmet middleware
 * on every request (parsing the CSP each time), which cost a third of /callAPI's throughput
 * (docs/decisions/0002-security-headers.md).
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
