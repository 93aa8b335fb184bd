// Every test: types, lint, unit and API tests on PGlite, then the browser tests against the built
// console, beside the API tests again on PostgreSQL when DATABASE_URL is set. Prints each stage's
// duration at the end.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const stages = [];
/** Process groups of the commands under way: an interrupted run (Ctrl+C) stops them too. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const group of running) stopLeftovers(group, 'the interrupted run');
    process.exit(130);
  });
}

/**
 * Runs one command in a process group of its own; answers its exit code. Whatever it started and
 * left running (a server a test spawned, a worker it lost) is named and stopped with it, so no
 * stage runs beside the leftovers of the one before.
 */
function exec(command, args, env = {}, log) {
  return new Promise((resolve) => {
    const out = log ? fs.openSync(log, 'w') : 'inherit';
    const stdio = ['inherit', out, out];
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env }, detached: true });
    running.add(child.pid);
    child.on('exit', (code, signal) => {
      running.delete(child.pid);
      stopLeftovers(child.pid, command);
      if (log) {
        fs.closeSync(out);
        process.stdout.write(fs.readFileSync(log));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function stopLeftovers(group, command) {
  const listed = spawnSync('ps', ['-e', '-o', 'pgid=,pid=,args='], { encoding: 'utf8' }).stdout ?? '';
  const left = listed
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pgid]) => pgid === String(group))
    .map(([, ...rest]) => rest.join(' '));
  if (left.length === 0) return;
  console.warn(`\n${command} left ${left.length} processes running; stopping them:\n${left.join('\n')}`);
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // ended meanwhile
  }
}

/** Runs the commands of one stage side by side (the machine's cores are otherwise half idle in tsc and eslint). */
async function stage(title, ...commands) {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const codes = await Promise.all(
    commands.map(async ([command, args, env, log, name]) => {
      const code = await exec(command, args, env, log);
      if (name) stages.push({ title: `  of which ${name}`, seconds: (performance.now() - started) / 1000, part: true });
      return code;
    }),
  );
  stages.push({ title, seconds: (performance.now() - started) / 1000 });
  if (codes.some((code) => code !== 0)) {
    console.error(`\n${title} failed.`);
    report();
    process.exit(codes.find((code) => code !== 0));
  }
}

function report() {
  const total = stages.filter(({ part }) => !part).reduce((sum, { seconds }) => sum + seconds, 0);
  console.log('\nStage durations:');
  for (const { title, seconds } of [...stages, { title: 'Total', seconds: total }])
    console.log(`  ${title.padEnd(36)} ${seconds.toFixed(0).padStart(5)} s`);
}

await stage('Types, lint and format', ['npm', ['run', 'typecheck']], ['npm', ['run', 'lint']]);
await stage('Unit and API tests on PGlite', ['npx', ['vitest', 'run'], { TEST_DB: 'pglite' }]);
const browser = ['npm', ['run', 'test:e2e'], {}, undefined, 'browser tests'];
if (process.env.DATABASE_URL) {
  // Side by side: the journeys wait on the browser more than they compute, and PostgreSQL does
  // most of the other run's work. Its output is kept apart and printed whole when it ends.
  fs.mkdirSync('.tmp', { recursive: true });
  await stage(
    'API tests on PostgreSQL and browser tests',
    [
      'npx',
      ['vitest', 'run', '--project', 'server', '--project', 'server-mocking'],
      { TEST_DB: 'postgres' },
      '.tmp/test-postgres.log',
      'API tests on PostgreSQL',
    ],
    browser,
  );
} else {
  console.log('\nDATABASE_URL is not set: the PostgreSQL run is left out.');
  await stage('Browser tests', browser);
}
report();
