import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once. @fastify/helmet builds a new helmet middleware on every
 * request (parsing the CSP each time), which cost a third of /callAPI's throughput; with these
 * options the headers never depend on the request, so helmet runs once at start and every answer
 * gets the same set (docs/decisions/0002-security-headers.md).
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = await computeHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

async function computeHeaders(options: HelmetOptions): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  await new Promise<void>((resolve, reject) =>
    helmet(options)({} as IncomingMessage, response, (error?: unknown) => (error ? reject(error) : resolve())),
  );
  return headers;
}
