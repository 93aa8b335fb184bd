// Every test: types, lint, unit and API tests on PGlite, again on PostgreSQL when DATABASE_URL is
// set, then the browser tests against the built console. Prints each stage's duration at the end.
import { spawn, spawnSync } from 'node:child_process';

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
function exec(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
    running.add(child.pid);
    child.on('exit', (code, signal) => {
      running.delete(child.pid);
      stopLeftovers(child.pid, command);
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
  const codes = await Promise.all(commands.map(([command, args, env]) => exec(command, args, env)));
  stages.push({ title, seconds: (performance.now() - started) / 1000 });
  if (codes.some((code) => code !== 0)) {
    console.error(`\n${title} failed.`);
    report();
    process.exit(codes.find((code) => code !== 0));
  }
}

function report() {
  const total = stages.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log('\nStage durations:');
  for (const { title, seconds } of [...stages, { title: 'Total', seconds: total }])
    console.log(`  ${title.padEnd(36)} ${seconds.toFixed(0).padStart(5)} s`);
}

await stage(
  'Types, lint and format',
  ['npm', ['run', 'typecheck']],
  ['npx', ['eslint', '.']],
  ['npx', ['prettier', '--check', '.']],
);
await stage('Unit and API tests on PGlite', ['npx', ['vitest', 'run'], { TEST_DB: 'pglite' }]);
if (process.env.DATABASE_URL) {
  await stage('API tests on PostgreSQL', [
    'npx',
    ['vitest', 'run', '--project', 'server', '--project', 'server-mocking'],
    { TEST_DB: 'postgres' },
  ]);
} else {
  console.log('\nDATABASE_URL is not set: the PostgreSQL run is left out.');
}
await stage('Browser tests', ['npm', ['run', 'test:e2e']]);
report();
