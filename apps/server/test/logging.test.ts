import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app';
import { logCollector } from './helpers';

const ERROR_LEVEL = 50;
const log = logCollector();
const t = await useTestApp({}, { logger: { level: 'info', stream: log.stream } });

describe('logs', () => {
  it('POST /api/log/front logs the browser error at level ERROR with its request id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log/front',
      payload: { message: 'TypeError: x is undefined', stack: 'at Home (home.tsx:12)', path: '/home', status: 500 },
      headers: { 'x-request-id': 'front-req-1' },
    });
    expect(response.json()).toEqual({ code: 0, data: { logged: true } });
    const line = log.lines.find((entry) => entry.msg === 'front-end error');
    expect(line).toMatchObject({
      level: ERROR_LEVEL,
      reqId: 'front-req-1',
      front: { message: 'TypeError: x is undefined', path: '/home' },
    });
  });

  it('refuses a front log without a message, naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/log/front', payload: { stack: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { path: string }) => field.path)).toEqual(['message']);
  });

  it('tags every log line of a request with its id and echoes the id in X-Request-Id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-abc-42' },
    });
    expect(response.headers['x-request-id']).toBe('trace-abc-42');
    const lines = log.lines.filter((entry) => entry.reqId === 'trace-abc-42');
    expect(lines.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('gives a request without an id one of its own, different for each request', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
    expect(log.lines.some((entry) => entry.reqId === ids[0])).toBe(true);
  });

  it('keeps secrets of a call out of the logs', async () => {
    await t.call('userModel', 'login', { email: 'user@demo.test', password: 'Secret-in-logs-1' });
    expect(JSON.stringify(log.lines)).not.toContain('Secret-in-logs-1');
  });
});
