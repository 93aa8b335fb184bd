import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PUBLIC_API, PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import { consultationReference, LOAD_SEALS } from '../src/db/seed/consultation';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed/demo';
import { NO_THROTTLE } from '../src/modules/consultation/test-support';
import { TEST_SEAL_KEY } from '../src/modules/seals/test-keys';
import { adminUrl, TEST_DB } from './db-mode';
import { waitFor } from './helpers';
import { killAll, rpc, startServer, untilHealthy } from './server-process';

/**
 * The real server on PostgreSQL while its database goes away (issue 27): under a steady, bounded
 * load of consultations and product creations, every backend of its database is terminated twice,
 * then the database refuses connections for a while (its backends terminated too). The server
 * must live through it, answer 503 common.unavailable meanwhile (never 500), serve again as soon
 * as the database is back, and have written every acknowledged write exactly once.
 *
 * On PGlite there is no connection to lose: this file runs in the PostgreSQL pass of CI.
 */
const CONSULTERS = 3;
/** Bounds of the load, whatever happens: each loop stops after this many requests. */
const MAX_REQUESTS_PER_LOOP = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-outage-'));
let admin: pg.Client;

afterAll(async () => {
  await killAll();
  await admin?.end();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Tally {
  /** Identifiers of the writes answered 200: each must be found exactly once. */
  acknowledged: string[];
  /** Statuses answered, with the catalogue key of each non-200. */
  answers: Map<string, number>;
}

const newTally = (): Tally => ({ acknowledged: [], answers: new Map() });

function count(tally: Tally, status: number, key?: string) {
  const name = status === 200 ? '200' : `${status} ${key ?? ''}`;
  tally.answers.set(name, (tally.answers.get(name) ?? 0) + 1);
}

describe.runIf(TEST_DB === 'postgres')('the server while its PostgreSQL database goes away', () => {
  it(
    'stays up, answers 503 meanwhile, serves again once it is back and loses or doubles no acknowledged write',
    { timeout: 120_000 },
    async () => {
      const name = `seal_t_${process.pid}_outage_${randomBytes(3).toString('hex')}`;
      admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query(`create database ${name} template ${inject('template')}`);
      const server = await startServer(tmp, {
        DATABASE_URL: adminUrl(name),
        SEED_DEMO: 'false',
        SEAL_KEY: TEST_SEAL_KEY,
        ...NO_THROTTLE,
      });
      await untilHealthy(server);
      const login = await rpc(server, 'userModel', 'login', { email: DEMO_USERS.admin, password: DEMO_PASSWORD });
      expect(login.status).toBe(200);

      const consultations = newTally();
      const products = newTally();
      let stop = false;
      const send = (url: string, body: unknown, headers: Record<string, string>) =>
        fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      const loop = async (tally: Tally, request: (n: number) => Promise<{ id: string; response: Response }>) => {
        for (let n = 0; !stop && n < MAX_REQUESTS_PER_LOOP; n++) {
          try {
            const { id, response } = await request(n);
            const body = (await response.json()) as { key?: string };
            count(tally, response.status, body.key);
            if (response.status === 200) tally.acknowledged.push(id);
          } catch (error) {
            // No answer at all (the process gone, a request hanging): counted, and found below.
            count(tally, 0, String(error));
          }
        }
      };
      // Each consultation is told apart by its user agent, each product by its title.
      const consulters = Array.from({ length: CONSULTERS }, (_, loopIndex) =>
        loop(consultations, async (n) => {
          const id = `outage-test ${loopIndex}-${n}`;
          const ref = consultationReference('load', 0, (loopIndex * 997 + n) % LOAD_SEALS);
          return { id, response: await send(PUBLIC_API.consult, { ref }, { 'user-agent': id }) };
        }),
      );
      const creator = loop(products, async (n) => {
        const id = `Outage tea ${n}`;
        const vars = { texts: { en: { title: id, description: 'Made during an outage' } }, validityDays: 30 };
        const call = { methodModel: 'productModel', methodName: 'createProduct', methodVars: vars };
        return { id, response: await send('/callAPI', call, { cookie: login.cookie! }) };
      });

      /** Waits until both kinds of writes went through again, `consulted` and `created` more of them. */
      const progress = async (what: string, consulted = 15, created = 3) => {
        const [c, p] = [consultations.acknowledged.length + consulted, products.acknowledged.length + created];
        await waitFor(() => consultations.acknowledged.length >= c && products.acknowledged.length >= p, {
          timeoutMs: 30_000,
          what: `${what}\n--- server output ---\n${server.output()}`,
        });
      };
      const terminate = () =>
        admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const health = async () => (await fetch(`${server.url}/api/health`)).status;

      await progress('the load to go through');
      for (const round of [1, 2]) {
        await terminate();
        await progress(`writes to go through again after termination ${round}`);
      }

      // The database refuses every connection: REVOKE CONNECT does not stop the superuser the test
      // connects as, ALLOW_CONNECTIONS false refuses everyone, as a database being restarted does.
      await admin.query(`revoke connect on database ${name} from public`);
      await admin.query(`alter database ${name} allow_connections false`);
      await terminate();
      const refusedBefore = (consultations.answers.get('503 common.unavailable') ?? 0) + 5;
      await waitFor(() => (consultations.answers.get('503 common.unavailable') ?? 0) >= refusedBefore, {
        what: 'consultations refused while the database is away',
      });
      expect(await health()).toBe(503);
      // A consumer's check page says so too (HTML, 503), and asks to come back shortly.
      const page = await fetch(`${server.url}${PUBLIC_ROUTES.consultation}?ref=${consultationReference('load', 0, 1)}`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.query(`grant connect on database ${name} to public`);
      await waitFor(async () => (await health()) === 200, { what: 'the server to report ready again' });
      await progress('writes to go through once the database is back');

      stop = true;
      await Promise.all([...consulters, creator]);
      expect(server.child.exitCode, server.output()).toBeNull();
      expect(server.child.signalCode).toBeNull();

      // Only successes and 503 common.unavailable were answered: never a 500.
      for (const tally of [consultations, products])
        expect(
          [...tally.answers.keys()].filter((answer) => answer !== '200' && answer !== '503 common.unavailable'),
        ).toEqual([]);
      expect(consultations.answers.get('503 common.unavailable')).toBeGreaterThan(0);

      const found = new pg.Client({ connectionString: adminUrl(name) });
      await found.connect();
      try {
        const rows = async (sql: string, values: unknown[]) =>
          new Map((await found.query<{ id: string; n: number }>(sql, values)).rows.map((row) => [row.id, row.n]));
        const consulted = await rows(
          `select user_agent as id, count(*)::int as n from seal_consultations where user_agent like 'outage-test %' group by 1`,
          [],
        );
        const created = await rows(
          `select title as id, count(*)::int as n from product_texts where title like 'Outage tea %' group by 1`,
          [],
        );
        for (const [tally, written] of [
          [consultations, consulted],
          [products, created],
        ] as const) {
          // Every acknowledged write is there; nothing is there twice (acknowledged or not).
          expect(tally.acknowledged.filter((id) => written.get(id) !== 1)).toEqual([]);
          expect([...written].filter(([, n]) => n !== 1)).toEqual([]);
        }
        console.log(
          `outage: ${consultations.acknowledged.length} consultations and ${products.acknowledged.length} products acknowledged, ` +
            `found ${consulted.size} and ${created.size}; answers ${JSON.stringify([...consultations.answers])} ${JSON.stringify([...products.answers])}`,
        );
      } finally {
        await found.end();
      }
    },
  );
});
