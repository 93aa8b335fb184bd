// Runs every benchmark in turn; each prints one JSON line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const benches = fs.readdirSync('bench').filter((file) => /\.mjs$/.test(file) && file !== 'run-all.mjs');
for (const bench of benches.sort()) {
  const args = bench.endsWith('.ts') ? ['--import', 'tsx', `bench/${bench}`] : [`bench/${bench}`];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
