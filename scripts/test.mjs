// Every test: types, lint, unit and API tests on PGlite, again on PostgreSQL when DATABASE_URL is
// set, then the browser tests against the built console.
import { spawnSync } from 'node:child_process';

const run = (title, command, args, env = {}) => {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
};

run('Types', 'npm', ['run', 'typecheck']);
run('Lint and format', 'npm', ['run', 'lint']);
run('Unit and API tests on PGlite', 'npx', ['vitest', 'run'], { TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) {
  run('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'postgres' });
} else {
  console.log('\nDATABASE_URL is not set: the PostgreSQL run is left out.');
}
run('Browser tests', 'npm', ['run', 'test:e2e']);
