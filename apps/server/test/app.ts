import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS, PGLITE_START_PARAMS, type Database } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { TEST_SEAL_KEY } from '../src/modules/seals/test-keys';
import type { RemoteFetchPolicy } from '../src/services';
import { adminUrl, TEST_DB } from './db-mode';

/** A fresh copy of the seeded template database, for one test file. */
export async function freshDatabase(): Promise<Database> {
  const template = inject('template');
  if (TEST_DB === 'postgres') {
    const name = `seal_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    return fromPostgres(adminUrl(name), 4);
  }
  const client = await PGlite.create({
    loadDataDir: tarOf(template),
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  return fromPglite(client);
}

/** The template's bytes, read once by each worker (its files run one after another). */
const templates = new Map<string, Uint8Array>();

/**
 * The template as PGlite loads a data directory: it only asks for the bytes (`arrayBuffer`) and the
 * type, and copies each file of the archive into its own memory. Handing the bytes over directly
 * spares Node's Blob a copy of the 52 MB, about a second of every test file's start on a 2-core
 * machine.
 */
function tarOf(file: string): Blob {
  let bytes = templates.get(file);
  if (!bytes) templates.set(file, (bytes = new Uint8Array(fs.readFileSync(file))));
  const tar = { type: 'application/x-tar', arrayBuffer: async () => bytes.buffer };
  return tar as unknown as Blob;
}

export interface TestApp extends BuiltApp {
  database: Database;
  config: Config;
  demo: ReturnType<typeof inject<'demo'>>;
  other: ReturnType<typeof inject<'other'>>;
  /**
   * POST /callAPI; `cookie` is a session cookie from `login`, or `Bearer sct_...` (an API token,
   * sent as the Authorization header).
   */
  call(model: string, name: string, vars?: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  /** Logs in and answers the session cookie. */
  login(email: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  /** pino options, e.g. { level: 'info', stream } to read what the server logs. */
  logger?: object;
  /** Lets remote fetches reach a local test server (127.0.0.1), with their timeout (long enough for a loaded machine). */
  remoteFetch?: RemoteFetchPolicy;
  /** The server's clock of expiring things (security codes), for tests that let time pass. */
  now?: () => Date;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig({
    RATE_LIMIT_PER_MINUTE: '100000',
    API_TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
    SEED_DEMO: 'false',
    // A fixed key, so that no test writes a key file (and PostgreSQL runs need one).
    SEAL_KEY: TEST_SEAL_KEY,
    ...env,
  });
  const logger = options.logger ?? { level: process.env.TEST_LOG ?? 'silent' };
  // Test files share their worker (no module isolation): a failed start must not keep its connections.
  const built = await buildApp({ config, database, logger, remoteFetch: options.remoteFetch, now: options.now }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  const call: TestApp['call'] = (model, name, vars = {}, cookie) =>
    built.app.inject({
      method: 'POST',
      url: '/callAPI',
      payload: { methodModel: model, methodName: name, methodVars: vars },
      headers: !cookie ? {} : cookie.startsWith('Bearer ') ? { authorization: cookie } : { cookie },
    });
  return {
    ...built,
    database,
    config,
    demo: inject('demo'),
    other: inject('other'),
    call,
    async login(email, password = DEMO_PASSWORD) {
      const response = await call('userModel', 'login', { email, password });
      const cookie = response.cookies.find((c) => c.name === 'seal_session');
      if (response.statusCode !== 200 || !cookie) throw new Error(`login of ${email} failed: ${response.body}`);
      return `seal_session=${cookie.value}`;
    },
    async stop() {
      await built.close();
      await database.close();
    },
  };
}
