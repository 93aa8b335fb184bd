// A scratch PostgreSQL database for a bench, on the server DATABASE_URL names: created empty,
// dropped at the end. `drop` waits for the pool's last connections (a job queue's may still be
// closing) rather than cut them.
import pg from 'pg';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { fromPostgres } = await import('../../apps/server/src/db/client.ts');

export async function scratchPostgres(prefix, poolSize) {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    database: fromPostgres(url.toString(), poolSize),
    async drop() {
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
