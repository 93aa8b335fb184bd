// Measures the JavaScript the /login page loads after `vite build`: the entry chunk, the login
// page chunk, and every chunk they import statically (dynamic imports load later, on demand).
// Usage: node apps/web/scripts/login-budget.mjs [budgetKB=300]
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = join(dist, 'assets');
const budget = Number(process.argv[2] ?? 300) * 1024;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
const login = readdirSync(assets).find((name) => /^login-page-.*\.js$/.test(name));
if (!entry || !login) throw new Error('build first: entry or login chunk not found');

const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const seen = new Set();
const visit = (name) => {
  if (seen.has(name)) return;
  seen.add(name);
  for (const match of readFileSync(join(assets, name), 'utf8').matchAll(STATIC_IMPORT)) visit(match[1]);
};
visit(entry);
const entryOnly = new Set(seen);
visit(login);

const size = (names) => [...names].reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name))).length, 0);
const total = size(seen);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  JSON.stringify({
    chunks: [...seen],
    entryGzip: kb(size(entryOnly)),
    loginGzip: kb(total),
    budget: kb(budget),
    withinBudget: total <= budget,
  }),
);
if (total > budget) process.exit(1);
