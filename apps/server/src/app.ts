import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import { LIMITS } from '@seal/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { startJobs, type Jobs } from './modules/jobs/jobs';
import { systemRoutes } from './modules/system/system.routes';
import { callApiRoutes } from './rpc/dispatch';
import { errorHandler } from './rpc/errors';
import { createRegistry } from './rpc/methods';
import { createServices, type Services } from './services';
import { VERSION } from './version';

export interface AppDeps {
  config: Config;
  database: Database;
  /** pino options; tests pass { level: 'silent' }. */
  logger?: object | boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  jobs: Jobs;
  close(): Promise<void>;
}

export async function buildApp({ config, database, logger }: AppDeps): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: LIMITS.transferBytes,
    requestIdHeader: 'x-request-id',
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  app.setErrorHandler(errorHandler);

  // External plugins first.
  await app.register(helmet, {
    frameguard: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: (process.env.FRAME_ANCESTORS ?? "'self'").split(' '),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
  });
  await app.register(cookie);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'seal-rl:' } : {}),
  });

  // Then the app's own services and routes.
  const jobs = await startJobs(database, app.log);
  const services = createServices({ config, database, jobs, log: app.log });
  await services.mail.start();
  const registry = createRegistry();
  const deps = { db: database.db, services, registry };
  await app.register(async (scope) => callApiRoutes(scope, deps));
  await app.register(async (scope) => authRoutes(scope, deps));
  await app.register(async (scope) =>
    systemRoutes(scope, { db: database.db, registry, version: VERSION, adminUrl: config.adminUrl }),
  );
  await registerWeb(app, config.webDist);

  return {
    app,
    services,
    jobs,
    async close() {
      await app.close();
      await jobs.stop();
      await services.mail.close();
      redis?.disconnect();
    },
  };
}

/** The built console, with every unknown GET path answered by index.html (the router shows 404). */
async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 404, key: 'common.notFound' }));
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', immutable: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url.startsWith('/callAPI')) {
      return reply.status(404).send({ code: 404, key: 'common.notFound' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
