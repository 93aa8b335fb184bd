import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { Registry } from 'prom-client';
import { LIMITS } from '@seal/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { scheduleAuthCleanup } from './modules/auth/auth.cleanup';
import { startAuthJobs } from './modules/auth/auth.jobs';
import { authRoutes } from './modules/auth/auth.routes';
import { startConsultationNotices } from './modules/consultation-notices/consultation-notices.worker';
import { declareAlertJobs } from './modules/alerts/alert-jobs';
import { startAlertWorker } from './modules/alerts/alerts.worker';
import { scheduleConsumerFormPurge } from './modules/consumer-forms/consumer-forms.purge';
import { consumerFormRoutes } from './modules/consumer-forms/consumer-forms.routes';
import { startSubscriptionMails } from './modules/subscription/subscription-mails';
import { schedulePreRegistrationPurge } from './modules/subscription/subscription.purge';
import { schedulePartitionUpkeep } from './db/partitions';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { startJobs, type Jobs } from './modules/jobs/jobs';
import { declareConsultationJobs } from './modules/consultation/consultation-jobs';
import { consultationRoutes } from './modules/consultation/consultation.routes';
import { productImageUrl } from './modules/consultation/public-product';
import { mediaRoutes } from './modules/media/media.routes';
import { themeMediaRoutes } from './modules/themes/theme-media.routes';
import { startImportWorker } from './modules/products/import/import.worker';
import { productRoutes } from './modules/products/products.routes';
import { qrCreatorRoutes } from './modules/qr-creator/qr-creator.routes';
import { digitalLinkRoutes } from './modules/resolver/digital-link.routes';
import { publicPagesRoutes } from './public-pages/public-pages.routes';
import type { SealKeyring } from './modules/seals/reference-codec';
import { loadSealKeyring } from './modules/seals/seal-key';
import { processRegistry } from './modules/metrics/counters';
import { countRequests, metricsRoutes, startMetricsServer, type MetricsServer } from './modules/metrics/metrics.routes';
import { scrapeGauges } from './modules/metrics/scrape-gauges';
import { createReadiness } from './modules/system/readiness';
import { systemRoutes } from './modules/system/system.routes';
import { startWebhookDelivery } from './modules/webhooks/webhooks.worker';
import { scheduleAnomalyDetection } from './modules/anomalies/anomalies.job';
import { startXmlImportWorker } from './modules/xml-import/xml-import.worker';
import { xmlImportRoutes } from './modules/xml-import/xml-import.routes';
import { epcisRoutes } from './modules/epcis/epcis.routes';
import { startOrderFilesWorker } from './modules/trade/orders/order-files';
import { invoiceRoutes } from './modules/trade/invoices/invoices.routes';
import { orderRoutes } from './modules/trade/orders/orders.routes';
import { quotationRoutes } from './modules/trade/quotations/quotations.routes';
import { paymentWebhookRoutes } from './modules/trade/payments/payment-webhook.routes';
import { deviceRoutes } from './modules/certicask/device/device.routes';
import { licenceInvoiceRoutes } from './modules/certicask/licences/licence-invoice.routes';
import { scheduleLicenceExpiry } from './modules/certicask/licences/licence-expiry';
import { connectRedis, fallbackRateLimitStore } from './http/redis';
import { apiTokenKey } from './modules/api-tokens/api-token-secret';
import { originCheck } from './http/origin-check';
import { logStalls } from './http/stall-log';
import { registerJsonParser } from './http/json-body';
import { refuseUnsafeStrings } from './http/safe-strings';
import { securityHeaders } from './http/security-headers';
import { fastifyTrustProxy } from './http/trust-proxy';
import { isApiRequest, registerWeb } from './http/web';
import { buildOpenApi } from './openapi/document';
import { openApiRoutes } from './openapi/openapi.routes';
import { callApiRoutes } from './rpc/dispatch';
import { errorHandler } from './rpc/errors';
import { createRegistry } from './rpc/methods';
import { createServices, type RemoteFetchPolicy, type Services } from './services';
import { VERSION } from './version';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

export interface AppDeps {
  config: Config;
  database: Database;
  /** pino options; tests pass { level: 'silent' }. */
  logger?: object | boolean;
  /** main.ts loads it before opening the database, to stop at once on a bad SEAL_KEY; else read from config. */
  sealKeyring?: SealKeyring;
  /** Tests only (a local image server): see RemoteFetchPolicy. */
  remoteFetch?: RemoteFetchPolicy;
  /** Tests only: the clock of expiring things (security codes). */
  now?: () => Date;
  /** The job workers take jobs once this settles (at once when absent): see startJobs. */
  workFrom?: Promise<unknown>;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  jobs: Jobs;
  /** /metrics on METRICS_PORT, when set. */
  metricsServer: MetricsServer | undefined;
  /**
   * Stops taking requests and jobs, and waits for those under way, at most `timeoutMs` (then the
   * requests still open are cut, and the jobs still running are left to their expiry).
   */
  close(timeoutMs?: number): Promise<void>;
}

export async function buildApp({
  config,
  database,
  logger,
  sealKeyring,
  remoteFetch,
  now,
  workFrom,
}: AppDeps): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: LIMITS.transferBytes,
    // A request id given by a proxy is kept when it looks like one; else a random one (unique across servers).
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A compressed GS1 Digital Link is one path parameter (docs/resolver-digital-link.md): up to
    // the 1,024 characters of any Digital Link read, not the router's default of 100.
    routerOptions: { maxParamLength: 1024 },
  });
  app.setErrorHandler(errorHandler);
  // Every scope inherits it: a JSON body too deep or too large in values is refused unparsed.
  registerJsonParser(app);
  database.logTo(app.log);
  const stopStallLog = logStalls(app);
  let rpcMethods: ReadonlySet<string> = new Set();
  countRequests(app, () => rpcMethods);
  // Echoed so a user or a proxy can quote the id that finds the request in the logs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Answers of calls hold an account's data: no browser or proxy keeps them (a route may say otherwise).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  // External plugins first.
  const https = config.publicUrl.startsWith('https://');
  await app.register(securityHeaders, {
    frameguard: false,
    // Served over plain http (a LAN install), HSTS and request upgrades would break the console.
    strictTransportSecurity: https,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: config.frameAncestors,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  await app.register(cookie);
  // After the security headers, which its refusals carry too; before the body is read, so a
  // cross-site upload is refused unparsed.
  app.addHook('onRequest', originCheck(config.publicUrl, config.frameAncestors));
  app.addHook('preValidation', refuseUnsafeStrings);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  await app.register(rateLimit, {
    // Each API token has its own count and limit; other calls are counted by address.
    max: (request) => (apiTokenKey(request) ? config.apiTokenRateLimitPerMinute : config.rateLimitPerMinute),
    keyGenerator: (request) => apiTokenKey(request) ?? request.ip,
    timeWindow: '1 minute',
    // A store that fails anyway lets requests through: the limits must not stop the console.
    skipOnError: true,
    // Calls are counted, not the console's own files: a page load fetches dozens of them.
    allowList: (request) => !isApiRequest(request),
    // In Redis, shared by every server; in this server's memory while Redis is away (http/redis.ts).
    ...(redis ? { store: fallbackRateLimitStore(redis, 'seal-rl:') } : {}),
  });

  // Then the app's own services and routes.
  const jobs = await startJobs(database, app.log, { workFrom });
  const services = createServices({
    config,
    database,
    jobs,
    log: app.log,
    sealKeyring: sealKeyring ?? loadSealKeyring(config),
    remoteFetch,
    now,
    redis,
  });
  await services.mail.start();
  await startAuthJobs({ db: database.db, services });
  await scheduleAuthCleanup({ db: database.db, jobs, log: app.log });
  await startImportWorker({ db: database.db, jobs, log: app.log });
  await startXmlImportWorker({ db: database.db, jobs, log: app.log, actionLog: services.actionLog });
  await declareConsultationJobs(jobs);
  await startConsultationNotices({ db: database.db, services, log: app.log });
  await declareAlertJobs(jobs);
  await startAlertWorker({ db: database.db, services, log: app.log });
  await scheduleConsumerFormPurge({ db: database.db, jobs, log: app.log });
  await startSubscriptionMails({ db: database.db, services, log: app.log });
  await schedulePreRegistrationPurge({ db: database.db, jobs, log: app.log });
  await schedulePartitionUpkeep({ db: database.db, jobs, log: app.log });
  await startWebhookDelivery({ db: database.db, services, log: app.log });
  await scheduleAnomalyDetection({ db: database.db, jobs, log: app.log });
  await startOrderFilesWorker({ db: database.db, jobs, publicUrl: config.publicUrl, log: app.log });
  await scheduleLicenceExpiry({ db: database.db, jobs, log: app.log });
  const registry = createRegistry();
  rpcMethods = new Set(registry.all().map(({ contract }) => `${contract.model}.${contract.name}`));
  // Built on the first call of /api/openapi.json, then the same text for every call (bench/openapi.mjs times it).
  const openApi = () => buildOpenApi(registry, { version: VERSION, publicUrl: config.publicUrl });
  const readiness = createReadiness(database, jobs);
  const metrics = Registry.merge([processRegistry, scrapeGauges(database, jobs)]);
  await app.register(async (scope) => metricsRoutes(scope, metrics, config.metrics));
  const { port: metricsPort } = config.metrics;
  const metricsServer =
    metricsPort === undefined
      ? undefined
      : await startMetricsServer(metrics, { ...config.metrics, port: metricsPort }, app.log);
  const deps = { db: database.db, services, registry };
  await app.register(async (scope) => callApiRoutes(scope, deps));
  await app.register(async (scope) => openApiRoutes(scope, { document: openApi }));
  await app.register(async (scope) => authRoutes(scope, deps));
  await app.register(async (scope) => mediaRoutes(scope, deps));
  await app.register(async (scope) => productRoutes(scope, deps));
  await app.register(async (scope) => qrCreatorRoutes(scope, deps));
  await app.register(async (scope) => xmlImportRoutes(scope, deps));
  await app.register(async (scope) => consultationRoutes(scope, deps));
  await app.register(async (scope) => themeMediaRoutes(scope, deps));
  await app.register(async (scope) => consumerFormRoutes(scope, deps));
  await app.register(async (scope) => subscriptionRoutes(scope, deps));
  await app.register(async (scope) => notificationRoutes(scope, deps));
  await app.register(async (scope) => epcisRoutes(scope, deps));
  await app.register(async (scope) => quotationRoutes(scope, deps));
  await app.register(async (scope) => orderRoutes(scope, deps));
  await app.register(async (scope) => invoiceRoutes(scope, deps));
  await app.register(async (scope) => paymentWebhookRoutes(scope, deps));
  await app.register(async (scope) => licenceInvoiceRoutes(scope, deps));
  await app.register(async (scope) => deviceRoutes(scope, deps));
  await app.register(async (scope) =>
    systemRoutes(scope, { db: database.db, registry, version: VERSION, adminUrl: config.adminUrl, readiness }),
  );
  await app.register(async (scope) => publicPagesRoutes(scope, { ...deps, publicDist: config.publicDist }));
  // The consultation serves the product's image the Digital Link's small product page shows.
  await app.register(async (scope) => digitalLinkRoutes(scope, { ...deps, productImageUrl }));
  await registerWeb(app, config.webDist);

  return {
    app,
    services,
    jobs,
    metricsServer,
    async close(timeoutMs = 10_000) {
      readiness.stopping();
      // Requests still open at the bound are cut, so that the database closes cleanly after them.
      const cut = setTimeout(() => app.server.closeAllConnections(), timeoutMs);
      cut.unref();
      try {
        stopStallLog();
        await Promise.all([app.close(), jobs.stop(timeoutMs)]);
      } finally {
        clearTimeout(cut);
      }
      await services.mail.close();
      await metricsServer?.close();
      redis?.disconnect();
    },
  };
}
