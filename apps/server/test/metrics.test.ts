import { describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { TEST_DB } from './db-mode';
import { loadConfig } from '../src/config';
import { useTestApp } from './use-test-app';
import { consultationReference } from '../src/db/seed/consultation';
import { asResult, consultAs, NO_THROTTLE } from '../src/modules/consultation/test-support';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const t = await useTestApp({ ...NO_THROTTLE, METRICS_TOKEN: TOKEN });

const scrape = (token = TOKEN) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The value of one sample of the exposition text (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/);
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

describe('/metrics on the server port with METRICS_TOKEN', () => {
  it('answers the Prometheus text to the token only', async () => {
    const denied = await scrape('');
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(denied.json()).toEqual({ code: 401, key: 'common.sessionRequired' });
    expect((await scrape(`${TOKEN.slice(0, -1)}x`)).statusCode).toBe(401);
    const open = await scrape();
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(open.body).toMatch(/^# HELP seal_http_requests_total /m);
    expect(open.body).toMatch(/^seal_process_cpu_seconds_total /m);
  });

  it('counts consultations by outcome, and their requests by route with their time', async () => {
    const before = (await scrape()).body;
    const valid = await consultAs(t, { ref: consultationReference('load', 0, 0) });
    expect(asResult(valid.answer).code).toBe(0);
    await consultAs(t, { ref: 'not a reference' });
    const after = (await scrape()).body;
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('seal_consultations_total', { outcome: 'valid' })).toBe(1);
    expect(delta('seal_consultations_total', { outcome: 'invalidReference' })).toBe(1);
    const route = { route: '/api/consultation', method: 'POST' };
    expect(delta('seal_http_requests_total', { ...route, status: '200' })).toBeGreaterThanOrEqual(1);
    expect(delta('seal_http_request_duration_seconds_count', route)).toBe(2);
    expect(delta('seal_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
  });

  it('names a /callAPI request by its method when the registry has it, never by what a client made up', async () => {
    // The counters are the process's, and test files share their worker: count what this test adds.
    const unknown = { route: '/callAPI', method: 'POST', status: '404' };
    const before = sample((await scrape()).body, 'seal_http_requests_total', unknown);
    await t.call('userModel', 'login', { email: 'nobody@demo.test', password: 'wrong-password' });
    await t.call('madeUp', 'method');
    const text = (await scrape()).body;
    expect(
      sample(text, 'seal_http_requests_total', { route: '/callAPI userModel.login', method: 'POST' }),
    ).toBeGreaterThan(0);
    expect(text).not.toMatch(/madeUp/);
    expect(sample(text, 'seal_http_requests_total', unknown) - before).toBe(1);
  });

  it('names a /api/v1/{model}/{name} request by its method the same way', async () => {
    const unknown = { route: '/api/v1/:model/:name', method: 'POST', status: '404' };
    const before = sample((await scrape()).body, 'seal_http_requests_total', unknown);
    await t.app.inject({ method: 'POST', url: '/api/v1/systemModel/ping', payload: {} });
    await t.app.inject({ method: 'POST', url: '/api/v1/madeUpModel/method', payload: {} });
    const text = (await scrape()).body;
    expect(
      sample(text, 'seal_http_requests_total', { route: '/api/v1 systemModel.ping', method: 'POST' }),
    ).toBeGreaterThan(0);
    expect(text).not.toMatch(/madeUpModel/);
    expect(sample(text, 'seal_http_requests_total', unknown) - before).toBe(1);
  });

  it('reads the job queue at scrape time, and counts mails', async () => {
    await t.jobs.declare('metrics.test');
    await t.jobs.send('metrics.test', { n: 1 });
    await t.jobs.send('metrics.test', { n: 2 });
    const before = sample((await scrape()).body, 'seal_mail_deliveries_total', { result: 'stored' });
    await t.services.mail.sendNow({
      to: ['ops@demo.test'],
      cc: [],
      bcc: [],
      subject: 'Metrics',
      text: 'counted',
      html: '',
    });
    const text = (await scrape()).body;
    expect(sample(text, 'seal_jobs_queued', { queue: 'metrics.test', state: 'created' })).toBe(2);
    expect(sample(text, 'seal_database_up')).toBe(1);
    expect(sample(text, 'seal_jobs_running')).toBe(1);
    expect(sample(text, 'seal_mail_deliveries_total', { result: 'stored' }) - before).toBe(1);
    if (TEST_DB === 'postgres') {
      expect(sample(text, 'seal_db_pool_connections', { state: 'max' })).toBe(4);
      expect(sample(text, 'seal_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else expect(text).not.toMatch(/seal_db_pool_connections/);
  });

  it('costs the consultation no database work: a scrape is read in a few milliseconds', async () => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      expect((await scrape()).statusCode).toBe(200);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`scrape of /metrics: median ${times[10]!.toFixed(1)} ms, max ${times[19]!.toFixed(1)} ms`);
    expect(times[10]).toBeLessThan(250);
  });
});

describe('/metrics closed or on a port of its own', () => {
  it('is an unknown address without METRICS_TOKEN nor METRICS_PORT', async () => {
    const closed = await createTestApp();
    try {
      const response = await closed.app.inject({ method: 'GET', url: '/metrics' });
      expect([response.statusCode, response.json()]).toEqual([404, { code: 404, key: 'common.notFound' }]);
    } finally {
      await closed.stop();
    }
  });

  it('answers on METRICS_PORT only, with the token when one is set', async () => {
    const own = await createTestApp({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', METRICS_TOKEN: TOKEN });
    try {
      const onServerPort = await own.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(onServerPort.statusCode).toBe(404);
      const url = `http://127.0.0.1:${own.metricsServer!.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const open = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(open.status).toBe(200);
      expect(await open.text()).toMatch(/^seal_jobs_running 1$/m);
      expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await own.stop();
    }
  });

  it('refuses a short token or a bad port at start', async () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT must be a port number/);
  });
});
