import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** Server test files that replace a module (vi.mock): they need a module graph of their own. */
const MOCKING_SERVER_FILES = ['apps/server/src/public-pages/public-pages.routes.test.ts'];

/** The examples run against a test app of the server, as its own tests do. */
const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'examples/**/*.test.ts'];

/**
 * The server test files that reach the database under test (a test app, a copy of the template, the
 * tenant-isolation generator or TEST_DB itself). The PostgreSQL pass runs these alone: the others
 * (pure units, the embedded database's own processes, operator commands on PGlite) would only run
 * the same code a second time.
 */
function filesOnTheTestDatabase(): string[] {
  const uses = /\b(TEST_DB|useTestApp|createTestApp|freshDatabase|describeTenantIsolation|inject)\b/;
  return ['apps/server/src', 'apps/server/test', 'examples'].flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(root, file))
      .filter((file) => uses.test(fs.readFileSync(file, 'utf8'))),
  );
}

const server = {
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, the other core idle.
    maxWorkers: 2,
    projects: [
      // These test pure modules (no mocks; the one test with fake timers restores them): a worker
      // imports each module once for all its files instead of once per file, as the server's does.
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'theme-blocks', include: ['packages/theme-blocks/src/**/*.test.{ts,tsx}'], isolate: false } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], isolate: false } },
      {
        test: {
          ...server,
          name: 'server',
          include: process.env.TEST_DB === 'postgres' ? filesOnTheTestDatabase() : SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_SERVER_FILES],
          // Each file has its own copy of the database and its own app (useTestApp), and the
          // server's module-level caches are keyed by what they hold: a worker imports the server
          // once rather than once per file, which was most of the run's time.
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-mocking', include: MOCKING_SERVER_FILES } },
    ],
  },
});
