import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CONSULTATION_THROTTLE, SESSION_DEFAULT_HOURS, type ConsultationThrottleLimits } from '@seal/shared';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { parseSellerBank, parseStripeConfig, type SellerBank, type StripeConfig } from './payment-config';

export interface Config {
  port: number;
  host: string;
  /** Embedded database directory (PGlite); unused when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** SEAL_KEY: the keys that encipher seal references (modules/seals/seal-key.ts). */
  sealKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  publicUrl: string;
  adminUrl: string;
  sessionHours: number;
  logLevel: string;
  /** Directory of the built web app, served with an SPA fallback when present. */
  webDist: string | undefined;
  /** Directory of the public pages' built client (scripts of the consumer form), dist/public by default. */
  publicDist: string | undefined;
  /** Load the demo data on first start of an empty database. */
  seedDemo: boolean;
  /** With the demo, its year of consultation history, filled in behind the running server (DEMO_HISTORY). */
  demoHistory: boolean;
  /** Throttling: requests per minute and per IP on /callAPI. */
  rateLimitPerMinute: number;
  /** Calls per minute of each API token (API_TOKEN_RATE_LIMIT_PER_MINUTE), counted apart from addresses. */
  apiTokenRateLimitPerMinute: number;
  /** Origins allowed to frame the console (CSP frame-ancestors). */
  frameAncestors: string[];
  /**
   * SameSite of the session cookie: 'none' (with Secure) when other sites frame the console over
   * https, since a framed console would otherwise get no session; 'lax' otherwise.
   */
  cookieSameSite: 'lax' | 'none';
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY): none, a hop count or their addresses. */
  trustProxy: TrustProxy;
  /**
   * Key of the HMACs that must be stable across servers and restarts (the salts answered by
   * userModel.getUserSaltOnlyFromEmail). Without SERVER_SECRET a random one per process.
   */
  serverSecret: string;
  /**
   * The public consultation's throttle (CONSULTATION_THROTTLE): the shared defaults, each of which
   * CONSULTATION_THROTTLE=perIp=500,perReference=60 may change.
   */
  consultationThrottle: ConsultationThrottleLimits;
  /** The service's own support address (SUPPORT_EMAIL), shown to consumers beside the seal owner's. */
  supportEmail: string | undefined;
  /** The terms of use of the service (TERMS_URL), named by the GS1 resolver description (/.well-known/gs1resolver). */
  termsUrl: string | undefined;
  /** Stripe's hosted checkout (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE); off when unset. */
  stripe: StripeConfig | undefined;
  /** The seller's account on bank-transfer instructions (SELLER_NAME, SELLER_IBAN, SELLER_BIC). */
  sellerBank: SellerBank;
  /**
   * Where an applicant sends the signed pre-registration form (docs/subscription.md): the postal
   * address (SUBSCRIPTION_POSTAL_ADDRESS, lines separated by "|") and the mail address
   * (SUBSCRIPTION_EMAIL, else SUPPORT_EMAIL).
   */
  subscriptionReturn: { postalAddress: string | undefined; email: string | undefined };
  /** Where /metrics answers (METRICS_TOKEN, METRICS_PORT, METRICS_HOST): nowhere unless one is set. */
  metrics: MetricsExposure;
  /** MIGRATE_ON_START=false: the migrations are applied by `npm run db -- migrate`, the server only checks them. */
  migrateOnStart: boolean;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long a stop waits for the requests and jobs under way. */
  shutdownTimeoutMs: number;
}

/** Where /metrics answers: closed unless a token or a port of its own is set. */
export interface MetricsExposure {
  /** Required as `Authorization: Bearer <token>` wherever /metrics answers. */
  token: string | undefined;
  /** A port of its own: /metrics answers there only, not on the server's port. */
  port: number | undefined;
  host: string;
}

/** METRICS_*: a token of at least 16 characters, a port number; anything else stops the start. */
export function parseMetricsExposure(env: NodeJS.ProcessEnv, host: string): MetricsExposure {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && (token.length < 16 || /\s/.test(token)))
    throw new Error('METRICS_TOKEN must be at least 16 characters, without spaces');
  const port = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535))
    throw new Error(`METRICS_PORT must be a port number, not ${env.METRICS_PORT}`);
  return { token, port, host: env.METRICS_HOST || host };
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

/** `name=value` pairs, comma-separated, over the defaults; an unknown name or a bad number stops the start. */
export function parseConsultationThrottle(text: string | undefined): ConsultationThrottleLimits {
  const limits: ConsultationThrottleLimits = { ...CONSULTATION_THROTTLE };
  for (const pair of (text ?? '').split(',').filter((part) => part.trim())) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    const number = Number(value);
    if (!(name in limits) || !Number.isInteger(number) || number < 1)
      throw new Error(
        `CONSULTATION_THROTTLE: ${pair} is not <name>=<whole number>, name one of ${Object.keys(limits).join(', ')}`,
      );
    limits[name as keyof ConsultationThrottleLimits] = number;
  }
  return limits;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = number(env.PORT, 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const frameAncestors = (env.FRAME_ANCESTORS ?? "'self'").split(/\s+/).filter(Boolean);
  const framedElsewhere = frameAncestors.some((origin) => origin !== "'self'");
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sealKey: env.SEAL_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Seal Console <no-reply@localhost>',
    redisUrl: env.REDIS_URL || undefined,
    publicUrl,
    adminUrl: (env.ADMIN_URL ?? publicUrl).replace(/\/$/, ''),
    sessionHours: number(env.SESSION_HOURS, SESSION_DEFAULT_HOURS),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    publicDist: env.PUBLIC_DIST,
    seedDemo: env.SEED_DEMO !== 'false',
    demoHistory: env.DEMO_HISTORY !== 'false',
    rateLimitPerMinute: number(env.RATE_LIMIT_PER_MINUTE, 600),
    apiTokenRateLimitPerMinute: number(env.API_TOKEN_RATE_LIMIT_PER_MINUTE, 600),
    frameAncestors,
    cookieSameSite: framedElsewhere && publicUrl.startsWith('https://') ? 'none' : 'lax',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    serverSecret: env.SERVER_SECRET || randomBytes(32).toString('hex'),
    consultationThrottle: parseConsultationThrottle(env.CONSULTATION_THROTTLE),
    supportEmail: env.SUPPORT_EMAIL || undefined,
    termsUrl: env.TERMS_URL || undefined,
    stripe: parseStripeConfig(env),
    sellerBank: parseSellerBank(env),
    subscriptionReturn: {
      postalAddress: env.SUBSCRIPTION_POSTAL_ADDRESS || undefined,
      email: env.SUBSCRIPTION_EMAIL || env.SUPPORT_EMAIL || undefined,
    },
    metrics: parseMetricsExposure(env, host),
    migrateOnStart: env.MIGRATE_ON_START !== 'false',
    shutdownTimeoutMs: number(env.SHUTDOWN_TIMEOUT_SECONDS, 20) * 1000,
  };
}
