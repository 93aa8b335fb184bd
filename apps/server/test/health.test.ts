import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app';

/** /api/health/live and /api/health/ready beside /api/health (docs/operations.md, "Health"). */
const t = await useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe.sequential('health', () => {
  it('answers live, ready with its checks, and /api/health as before', async () => {
    const live = await get('/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([
      200,
      { code: 0, data: { status: 'live', version: expect.any(String) } },
    ]);
    const ready = await get('/api/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      {
        code: 0,
        data: {
          status: 'ready',
          version: expect.any(String),
          checks: { database: 'ok', migrations: 'ok', jobs: 'running', server: 'serving' },
        },
      },
    ]);
    expect((await get('/api/health')).json()).toEqual({ code: 0, data: { status: 'ok', version: expect.any(String) } });
  });

  it('is not ready while a migration of this version is missing from the database', async () => {
    const { rows } = await t.database.executeSql(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text as created_at',
    );
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({
        code: 503,
        key: 'common.unavailable',
        params: { checks: { database: 'ok', migrations: 'pending', jobs: 'running', server: 'serving' } },
      });
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.database.executeSql('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        rows[0]!.hash,
        rows[0]!.created_at,
      ]);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is not ready once the job queue has stopped; live and /api/health still answer', async () => {
    await t.jobs.stop();
    const ready = await get('/api/health/ready');
    expect([ready.statusCode, ready.json().params]).toEqual([
      503,
      { checks: { database: 'ok', migrations: 'ok', jobs: 'stopped', server: 'serving' } },
    ]);
    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
