import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The store's key for an IP: `nameSpace` (see app.ts) + IP. */
const redisKey = (ip: string) => `seal-rl:${ip}`;
/** A loopback address no other test run uses, so its Redis key is ours alone. */
const uniqueIp = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const ping = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/callAPI',
    remoteAddress,
    payload: { methodModel: 'systemModel', methodName: 'ping', methodVars: {} },
  });

describe('rate limiting in memory (no REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.stop());

  it('answers 429 common.throttled past the limit per minute of one IP, and only to that IP', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await ping(t, '10.9.0.1');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
    }
    const limited = await ping(t, '10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, key: 'common.throttled' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ping(t, '10.9.0.2')).statusCode).toBe(200);
  });

  it('counts a call whose path is percent-encoded like any other', async () => {
    const encoded = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/%63allAPI',
        remoteAddress,
        payload: { methodModel: 'systemModel', methodName: 'ping' },
      });
    for (let i = 0; i < 3; i++) expect((await encoded('10.9.0.4')).json()).toEqual({ code: 0, data: { pong: true } });
    expect((await encoded('10.9.0.4')).statusCode).toBe(429);
    expect((await ping(t, '10.9.0.4')).statusCode).toBe(429);
  });

  it('keeps the browser error log to its own limit under an encoded path', async () => {
    const frontLog = () =>
      t.app.inject({ method: 'POST', url: '/%61pi/log/front', remoteAddress: '10.9.0.5', payload: { message: 'x' } });
    // The route's own limit (30 a minute) replaces the global one.
    for (let i = 0; i < 30; i++) expect((await frontLog()).statusCode).toBe(200);
    const limited = await frontLog();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, key: 'common.throttled' });
  });

  it('counts calls only: the pages and files of the console stay reachable for a throttled address', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Seal Console</title>');
    const withWeb = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', WEB_DIST: web });
    try {
      for (let i = 0; i < 2; i++) await ping(withWeb, '10.9.0.3');
      expect((await ping(withWeb, '10.9.0.3')).statusCode).toBe(429);
      for (let i = 0; i < 3; i++) {
        const page = await withWeb.app.inject({ method: 'GET', url: '/login', remoteAddress: '10.9.0.3' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Seal Console');
      }
    } finally {
      await withWeb.stop();
      fs.rmSync(web, { recursive: true, force: true });
    }
  });
});

describe('rate limiting in Redis (REDIS_URL)', () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const ip = uniqueIp();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    await redis.connect();
    await redis.del(redisKey(ip));
    a = await createTestApp({ REDIS_URL, RATE_LIMIT_PER_MINUTE: '4' });
    b = await createTestApp({ REDIS_URL, RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(async () => {
    await redis.del(redisKey(ip));
    redis.disconnect();
    await a?.stop();
    await b?.stop();
  });

  it('shares one count between two servers', async () => {
    expect((await ping(a, ip)).statusCode).toBe(200);
    expect((await ping(b, ip)).statusCode).toBe(200);
    expect((await ping(a, ip)).statusCode).toBe(200);
    expect(Number(await redis.get(redisKey(ip)))).toBe(3);
    expect((await ping(b, ip)).statusCode).toBe(200);
    const limitedOnB = await ping(b, ip);
    expect(limitedOnB.statusCode).toBe(429);
    expect(limitedOnB.json()).toEqual({ code: 429, key: 'common.throttled' });
    expect((await ping(a, ip)).statusCode).toBe(429);
  });

  it('keeps the count in a key that expires within the minute', async () => {
    const ttl = await redis.pttl(redisKey(ip));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('rate limiting when Redis cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on the loopback: nothing listens there.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(() => t.stop());

  it('keeps answering rather than failing every request', async () => {
    const response = await ping(t, uniqueIp());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, data: { pong: true } });
  });
});
