import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The shared store of the rate limits. Without an offline queue a command fails at once while Redis
 * is away (ioredis keeps reconnecting behind); the outage is logged once, and so is the return.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (reachable) log.warn({ err: error }, 'Redis cannot be reached: rate limits are not counted until it is back');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) log.info('Redis is reachable again');
    reachable = true;
  });
  await redis.connect().catch(() => undefined);
  return redis;
}
