import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { CONSULTATION_THROTTLE } from '@seal/shared';
import { createConsultationThrottle } from './throttle';
import { memoryThrottleStore, redisThrottleStore } from './throttle-store';

const LIMITS = {
  ...CONSULTATION_THROTTLE,
  perIp: 3,
  perReference: 2,
  failuresPerIpReference: 2,
  failuresPerReference: 3,
};
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A logger keeping its warnings. */
const silentLog = () => {
  const lines: unknown[] = [];
  const log = { warn: (...args: unknown[]) => lines.push(args), info() {} };
  return { lines, log: log as never };
};

describe('the consultation throttle in memory', () => {
  let now = 0;
  const throttle = createConsultationThrottle(
    memoryThrottleStore(() => now),
    LIMITS,
  );

  it('lets perIp consultations through per window, then answers the seconds left', async () => {
    for (let index = 0; index < 3; index++) expect(await throttle.consult('ip-a', null)).toBeNull();
    now = 100_000;
    expect(await throttle.consult('ip-a', null)).toBe(500);
    expect(await throttle.consult('ip-b', null)).toBeNull();
    now = 600_000;
    expect(await throttle.consult('ip-a', null)).toBeNull();
  });

  it('counts a reference from every address, and failures per address and reference', async () => {
    now = 1_000_000;
    expect(await throttle.consult('ip-c', 'seal-1')).toBeNull();
    expect(await throttle.consult('ip-d', 'seal-1')).toBeNull();
    expect(await throttle.consult('ip-e', 'seal-1')).toBe(600);
    await throttle.fail('ip-f', 'seal-2');
    expect(await throttle.consult('ip-f', 'seal-2')).toBeNull();
    await throttle.fail('ip-f', 'seal-2');
    // Two failures from ip-f block seal-2 for ip-f for the failure window, not for others yet.
    expect(await throttle.consult('ip-f', 'seal-2')).toBe(3600);
    now += 1000;
    await throttle.fail('ip-g', 'seal-2');
    expect(await throttle.consult('ip-h', 'seal-2')).toBe(3599);
  });
});

describe('the consultation throttle in Redis (REDIS_URL)', () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const prefix = randomBytes(4).toString('hex');
  beforeAll(() => redis.connect());
  afterAll(async () => {
    const keys = await redis.keys(`seal-ct:*${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('shares its counters between servers, with their window as expiry', async () => {
    const { log } = silentLog();
    const [a, b] = [
      createConsultationThrottle(redisThrottleStore(redis, log), LIMITS),
      createConsultationThrottle(redisThrottleStore(redis, log), LIMITS),
    ];
    expect(await a.consult(`${prefix}-ip`, `${prefix}-seal`)).toBeNull();
    expect(await b.consult(`${prefix}-ip2`, `${prefix}-seal`)).toBeNull();
    const wait = await a.consult(`${prefix}-ip3`, `${prefix}-seal`);
    expect(wait).toBeGreaterThan(595);
    expect(wait).toBeLessThanOrEqual(600);
    expect(Number(await redis.get(`seal-ct:ref:${prefix}-seal`))).toBe(3);
    expect(await redis.pttl(`seal-ct:ref:${prefix}-seal`)).toBeGreaterThan(590_000);
    await b.fail(`${prefix}-ip`, `${prefix}-other`);
    await a.fail(`${prefix}-ip`, `${prefix}-other`);
    expect(await b.consult(`${prefix}-ip`, `${prefix}-other`)).toBeGreaterThan(3590);
  });

  it('lets consultations through while Redis cannot be reached, and says so once', async () => {
    const { lines, log } = silentLog();
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    away.on('error', () => {});
    const throttle = createConsultationThrottle(redisThrottleStore(away, log), { ...LIMITS, perIp: 1 });
    for (let index = 0; index < 3; index++) expect(await throttle.consult('ip', 'seal')).toBeNull();
    expect(lines).toHaveLength(1);
    away.disconnect();
  });
});
