import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { consultationReference } from '../src/db/seed/consultation';
import { asResult, consultAs } from '../src/modules/consultation/test-support';
import { createTestApp } from './app';
import { logCollector, waitFor } from './helpers';
import { freePort } from './server-process';

/**
 * Redis going away and coming back under a running server (REDIS_URL): a redis-server of the
 * test's own, on a free port, stopped and started again. Meanwhile the rate limits and the
 * consultation throttle count in the server's memory, and they count in Redis again once it is back.
 */
const port = await freePort();
const url = `redis://127.0.0.1:${port}`;
let redisServer: ChildProcess | undefined;

async function startRedis() {
  redisServer = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  await waitFor(async () => (await probe.connect().then(() => probe.ping())) === 'PONG', {
    what: 'redis-server to start',
  });
  return probe;
}

async function stopRedis() {
  const stopping = redisServer!;
  const exited = new Promise((resolve) => stopping.once('exit', resolve));
  stopping.kill('SIGKILL');
  await exited;
}

let client = await startRedis();
const { lines, stream } = logCollector();
const t = await createTestApp(
  { REDIS_URL: url, RATE_LIMIT_PER_MINUTE: '3', CONSULTATION_THROTTLE: 'perIp=2' },
  { logger: { level: 'info', stream } },
);

afterAll(async () => {
  await t.stop();
  client.disconnect();
  if (redisServer && redisServer.exitCode === null) await stopRedis();
});

/** A loopback address of its own for each step, so that each starts with no count. */
const freshIp = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const ping = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/callAPI',
    remoteAddress,
    payload: { methodModel: 'systemModel', methodName: 'ping', methodVars: {} },
  });
const pings = async (ip: string, n: number) => {
  const statuses: number[] = [];
  for (let index = 0; index < n; index++) statuses.push((await ping(ip)).statusCode);
  return statuses;
};
const consultCodes = async (ip: string, n: number) => {
  const codes: number[] = [];
  for (let index = 0; index < n; index++)
    codes.push(
      asResult((await consultAs(t, { ref: consultationReference('load', 0, randomInt(0, 1000)) }, ip)).answer).code,
    );
  return codes;
};
const logged = (pattern: RegExp) => lines.some((line) => pattern.test(String(line.msg)));
const BLOCKED = ERRORS.consultation.temporarilyBlocked.code;

describe('the server while Redis goes away and comes back (REDIS_URL)', () => {
  it('counts in Redis while it answers', async () => {
    const ip = freshIp();
    expect(await pings(ip, 4)).toEqual([200, 200, 200, 429]);
    expect(Number(await client.get(`seal-rl:${ip}`))).toBe(4);
    const consulting = freshIp();
    expect(await consultCodes(consulting, 3)).toEqual([0, 0, BLOCKED]);
    expect(Number(await client.get(`seal-ct:ip:${consulting}`))).toBeGreaterThanOrEqual(2);
  });

  it('keeps the limits in its own memory while Redis is away, says so, and keeps serving', async () => {
    client.disconnect();
    await stopRedis();
    await waitFor(() => logged(/^Redis cannot be reached/), { what: 'the outage to be logged' });
    expect(await pings(freshIp(), 4)).toEqual([200, 200, 200, 429]);
    expect(await consultCodes(freshIp(), 3)).toEqual([0, 0, BLOCKED]);
  });

  it('counts in Redis again once it is back', async () => {
    client = await startRedis();
    await waitFor(() => logged(/^Redis is reachable again/), { timeoutMs: 30_000, what: 'the return to be logged' });
    const ip = freshIp();
    expect(await pings(ip, 2)).toEqual([200, 200]);
    expect(Number(await client.get(`seal-rl:${ip}`))).toBe(2);
    const consulting = freshIp();
    expect(await consultCodes(consulting, 1)).toEqual([0]);
    expect(Number(await client.get(`seal-ct:ip:${consulting}`))).toBe(1);
  });
});
