import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../src/modules/auth/throttle';
import { createTestApp, type TestApp } from './app';

/**
 * Behind a load balancer (its address is the socket's) the client's address is the entry the
 * balancer appends to X-Forwarded-For; whatever the client wrote before it is the client's own
 * invention and must not give it a new address.
 */
const BALANCER = '10.20.0.1';
const forged = (i: number) => `198.51.100.${i + 1}`;
const via = (client: string, i: number) => ({ 'x-forwarded-for': `${forged(i)}, ${client}` });

const call = (t: TestApp, headers: Record<string, string>, methodName: string, methodVars: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/callAPI',
    remoteAddress: BALANCER,
    headers,
    payload: { methodModel: methodName === 'ping' ? 'systemModel' : 'userModel', methodName, methodVars },
  });
const badLogin = (t: TestApp, headers: Record<string, string>) =>
  call(t, headers, 'login', { email: 'user@demo.test', password: 'not-the-password' });

describe.each([
  ['TRUST_PROXY=true (read as one hop)', 'true'],
  ['TRUST_PROXY=1', '1'],
  ['TRUST_PROXY=<the balancer address>', `${BALANCER}, 10.30.0.0/16`],
])('behind one load balancer with %s', (_name, trust) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: trust, RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(() => t.stop());

  it('keeps counting the rate limit of a client that forges a new X-Forwarded-For on every call', async () => {
    for (let i = 0; i < 4; i++) expect((await call(t, via('203.0.113.10', i), 'ping')).statusCode).toBe(200);
    const limited = await call(t, via('203.0.113.10', 9), 'ping');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, key: 'common.throttled' });
    // Another client behind the same balancer has its own count.
    expect((await call(t, via('203.0.113.11', 0), 'ping')).statusCode).toBe(200);
  });

  it('keeps the login throttle of a client that forges a new X-Forwarded-For on every guess', async () => {
    const limitFree = await createTestApp({ TRUST_PROXY: trust });
    try {
      for (let i = 0; i < THROTTLE.maxPerPair; i++) {
        expect((await badLogin(limitFree, via('203.0.113.20', i))).json().code).toBe(1003);
      }
      const blocked = await badLogin(limitFree, via('203.0.113.20', THROTTLE.maxPerPair));
      expect(blocked.json()).toEqual({ code: 429, key: 'common.throttled' });
      expect((await badLogin(limitFree, via('203.0.113.21', 0))).json().code).toBe(1003);
    } finally {
      await limitFree.stop();
    }
  });
});

describe('a client reaching a server that trusts its balancer by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: BALANCER, RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.stop());

  it('is counted by its own address whatever X-Forwarded-For it sends', async () => {
    const direct = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/callAPI',
        remoteAddress: '203.0.113.30',
        headers: { 'x-forwarded-for': forged(i) },
        payload: { methodModel: 'systemModel', methodName: 'ping' },
      });
    for (let i = 0; i < 2; i++) expect((await direct(i)).statusCode).toBe(200);
    expect((await direct(5)).statusCode).toBe(429);
  });
});
