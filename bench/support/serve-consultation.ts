// The console's server for the consultation bench, on a fresh database: PGlite in a temporary
// directory, or a scratch PostgreSQL database when BENCH_DB=postgres (DATABASE_URL names the
// server). Demo data seeded (its 1,000 valid load seals), throttles raised out of the way, and
// beside POST /api/consultation a bare route doing one INSERT into a scratch table of the same
// database through the same driver path: the yardstick. Prints "ready <port>".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { fromPostgres, openPglite, type Database } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/db/seed/demo';

const onPostgres = process.env.BENCH_DB === 'postgres';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-bench-consult-'));
const scratchName = `seal_bench_consult_${process.pid}`;
let admin: pg.Client | undefined;
let database: Database;
if (onPostgres) {
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${scratchName}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${scratchName}`;
  // The pool size main.ts gives a server.
  database = fromPostgres(url.toString());
} else database = await openPglite(dir);

await migrate(database);
await seedDemo(database.db);
await database.executeSql(
  'create table bench_insert (id bigint generated always as identity primary key, ip inet not null, ref text not null, created_at timestamptz not null default now())',
);
const config = loadConfig({
  DATA_DIR: dir,
  SEAL_KEY: `0:${'ab'.repeat(32)}`,
  RATE_LIMIT_PER_MINUTE: '1000000000',
  CONSULTATION_THROTTLE: 'perIp=1000000000,perReference=1000000000',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
});
const { app, close } = await buildApp({ config, database, logger: { level: 'warn' } });
// Behind the same plugins (headers, origin check, rate limit, cookies) as the consultation.
app.post<{ Body: { ref?: string } }>('/bench/insert', async (request) => {
  await database.executeSql('insert into bench_insert (ip, ref) values ($1::inet, $2::text)', [
    request.ip,
    String(request.body?.ref ?? ''),
  ]);
  return { code: 0 };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready ${(app.server.address() as { port: number }).port}`);

process.on('SIGTERM', async () => {
  await close();
  await database.close();
  if (admin) {
    await admin.query(`drop database if exists ${scratchName} with (force)`);
    await admin.end();
  }
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
