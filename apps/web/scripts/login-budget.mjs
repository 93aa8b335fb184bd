// The JavaScript budgets of the console, checked on the build (`vite build` writes a manifest):
// - /login under 150 KB of gzipped JavaScript: the entry and the login page, with every chunk
//   they import statically;
// - the first console screen after login (the dashboard) under 300 KB: the entry, antd's
//   providers, the shell, the dashboard page and the entity switcher, likewise (texts and
//   dayjs, loaded at run time, are counted by bench/login-bundle.mjs, which measures a browser);
// - no single chunk over 200 KB gzipped.
// Prints one JSON line; exits 1 when a budget is exceeded. Usage: node apps/web/scripts/login-budget.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGETS = { loginKB: 150, dashboardKB: 300, largestChunkKB: 200 };
/** The source modules a screen loads (their static imports follow). */
const SCREENS = {
  login: ['index.html', 'src/features/auth/login-page.tsx'],
  dashboard: [
    'index.html',
    'src/components/antd-root/antd-root.tsx',
    'src/app/shell/shell.tsx',
    'src/features/home/dashboard-page.tsx',
    // An administrator's banner shows the entity switcher too.
    'src/features/organisation/components/entity-switcher.tsx',
  ],
};

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  throw new Error('build first (npm run build): dist/.vite/manifest.json not found');
}

const gzipped = new Map();
const gzipOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipped.get(file);
};

/** The files of a screen: each module's chunk and the chunks it imports statically. */
function filesOf(modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: update SCREENS`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return files;
}

const kb = (bytes) => Number((bytes / KB).toFixed(1));
const total = (files) => [...files].reduce((sum, file) => sum + gzipOf(file), 0);
const login = filesOf(SCREENS.login);
const dashboard = filesOf(SCREENS.dashboard);
const chunks = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, bytes: gzipOf(join('assets', name)) }))
  .sort((a, b) => b.bytes - a.bytes);

const figures = {
  loginKB: kb(total(login)),
  dashboardKB: kb(total(dashboard)),
  largestChunkKB: kb(chunks[0]?.bytes ?? 0),
};
const over = Object.keys(BUDGETS).filter((key) => figures[key] >= BUDGETS[key]);
console.log(
  JSON.stringify({
    ...figures,
    largestChunk: chunks[0]?.name,
    budgets: BUDGETS,
    withinBudget: over.length === 0,
    ...(over.length > 0 ? { over, loginChunks: [...login], dashboardChunks: [...dashboard] } : {}),
  }),
);
if (over.length > 0) process.exit(1);
