// Runs every benchmark in turn (or those named: `npm run bench -- consultation`); each prints one JSON line, then its figures beside their targets
// (support/targets.mjs), and at the end every figure with a target, the missed ones marked.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { figuresBesideTargets } from './support/targets.mjs';

const table = (rows) => {
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd());
};

const summary = [];
// `npm run bench -- consultation resolver` runs those only.
const only = process.argv.slice(2);
const benches = fs
  .readdirSync('bench')
  .filter((file) => /\.mjs$/.test(file) && file !== 'run-all.mjs')
  .filter((file) => only.length === 0 || only.includes(file.replace(/\.mjs$/, '')));
for (const bench of benches.sort()) {
  const args = bench.endsWith('.ts') ? ['--import', 'tsx', `bench/${bench}`] : [`bench/${bench}`];
  const result = spawnSync(process.execPath, args, { stdio: ['inherit', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(result.stdout);
  if (result.status !== 0) process.exitCode = 1;
  const line = result.stdout
    .split('\n')
    .reverse()
    .map((text) => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })
    .find((parsed) => parsed?.bench);
  const rows = line ? figuresBesideTargets(line) : [];
  if (rows.length === 0) continue;
  const named = rows.map(([figure, ...rest]) => [`${line.bench} ${figure}`, ...rest]);
  console.log(table([['figure', 'measured', 'target', ''], ...named]).join('\n'));
  summary.push(...named);
}
if (summary.length > 0) {
  const missed = summary.filter((row) => row[3] === 'MISSED').length;
  console.log(`\nEvery figure beside its target (${missed} missed):`);
  console.log(table([['figure', 'measured', 'target', ''], ...summary]).join('\n'));
}
