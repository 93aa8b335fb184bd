import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { ThrottleStore } from '../modules/consultation/throttle-store';

/**
 * The shared store of the rate limits and of the consultation's throttle. Without an offline queue
 * a command fails at once while Redis is away, and one that gets no answer gives up after
 * COMMAND_TIMEOUT_MS; ioredis keeps reconnecting behind. Meanwhile the counts are this server's
 * own (fallbackRateLimitStore, degradingThrottleStore): the outage is logged once, and so is the
 * return. The server never stops for Redis.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only where REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (reachable)
      log.warn(
        { err: error },
        "Redis cannot be reached: rate limits and consultation throttles count in this server's memory until it is back",
      );
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) log.info('Redis is reachable again: rate limits and consultation throttles count in Redis again');
    reachable = true;
  });
  await redis.connect().catch(() => undefined);
  return redis;
}

const COMMAND_TIMEOUT_MS = 2_000;

/** Redis's counters while it answers, this process's while it does not (one server's view). */
export function degradingThrottleStore(redis: Redis, shared: ThrottleStore, local: ThrottleStore): ThrottleStore {
  return {
    async add(keys, amounts) {
      const states = redis.status === 'ready' ? await shared.add(keys, amounts) : null;
      return states ?? local.add(keys, amounts);
    },
  };
}

/**
 * The rate limit plugin's own Redis store while Redis answers, its in-memory store while it does
 * not: the limits hold on each server during an outage, instead of every request going through
 * uncounted.
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      options: RateLimitOptions,
      private readonly shared = new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
      private readonly local = new LocalStore(options.continueExceeding, options.exponentialBackoff),
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
      if (redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new FallbackStore(
        routeOptions as RateLimitOptions,
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  }
  return FallbackStore as FastifyRateLimitStoreCtor;
}
