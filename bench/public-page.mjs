// The public pages (docs/public-pages.md): the gzipped JavaScript of a page with the consumer form
// (its script, the altcha chunk and workers, as built), the HTML of a valid answer, and Lighthouse 12 mobile
// runs (the median of BENCH_RUNS, default 3) of the entry page, of that answer and of an answer on
// a product's theme (the demo theme of the wine case, docs/themes.md), on the built server with
// the demo data. Targets: JavaScript under 50 KB, HTML under 30 KB, performance at
// least 95, accessibility 100, LCP under 1.5 s. Prints one JSON line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUILT_SERVER, scratchServer, spawnBuiltServer, stopServer, waitForHealth } from './support/built-server.mjs';

const dist = 'apps/server/dist';
if (!fs.existsSync(BUILT_SERVER) || !fs.existsSync(`${dist}/public/manifest.json`)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
// The demo seal answered valid (its reference is computed by the server's TypeScript).
if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { consultationReference } = await import('../apps/server/src/db/seed/consultation.ts');
const { demoSealReference } = await import('../apps/server/src/db/seed/seals.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = '/usr/bin/chromium';
const lighthouseCli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));

// Every script built for the public pages: the form's, its lazy altcha chunk, the workers.
const gzipped = (name) => gzipSync(fs.readFileSync(`${dist}/public/${name}`), { level: 9 }).length;
const jsBytes = fs
  .readdirSync(`${dist}/public`)
  .filter((name) => name.endsWith('.js'))
  .reduce((sum, name) => sum + gzipped(name), 0);

const { dataDir, port } = scratchServer('public-page', 3980);
const base = `http://127.0.0.1:${port}`;
const server = spawnBuiltServer({ dataDir, port });

/**
 * One Lighthouse mobile run (its default: an emulated mid-range phone on a throttled network).
 * Chromium sometimes records no navigation in the trace (Lighthouse's NO_NAVSTART, nothing about
 * the page): such a run is made again, up to twice.
 */
function lighthouse(url, tries = 3) {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (tries > 1 && String(error).includes('NO_NAVSTART')) return lighthouse(url, tries - 1);
    throw error;
  }
}

function lighthouseOnce(url) {
  const out = path.join(dataDir, 'lighthouse.json');
  const run = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-background-networking',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
  );
  process.stderr.write(run.stderr ?? '');
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function medianOf(url) {
  const runs = Array.from({ length: RUNS }, () => lighthouse(url));
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
  };
}

try {
  await waitForHealth(server, port);
  const answerUrl = `${base}/consultation?ref=${encodeURIComponent(consultationReference('valid'))}&lang=en`;
  const html = await (await fetch(answerUrl)).text();
  if (!html.includes('data-code="0"') || !html.includes('data-testid="consumer-form"')) {
    throw new Error('the demo seal did not answer valid with its form');
  }
  const themedUrl = `${base}/consultation?ref=${encodeURIComponent(demoSealReference('activeWithoutThresholds'))}&lang=en`;
  const themedHtml = await (await fetch(themedUrl)).text();
  if (!themedHtml.includes('data-testid="theme"') || !themedHtml.includes('data-code="0"')) {
    throw new Error('the wine case seal did not answer valid on its theme');
  }
  const kb = (bytes) => Number((bytes / 1024).toFixed(1));
  console.log(
    JSON.stringify({
      bench: 'public-page',
      jsGzipKB: kb(jsBytes),
      answerHtmlKB: kb(Buffer.byteLength(html)),
      answerHtmlGzipKB: kb(gzipSync(html).length),
      lighthouseEntry: medianOf(`${base}/consultation?lang=en`),
      lighthouseAnswer: medianOf(answerUrl),
      themedAnswerHtmlKB: kb(Buffer.byteLength(themedHtml)),
      lighthouseThemedAnswer: medianOf(themedUrl),
      runs: RUNS,
      targets: { jsGzipKB: 50, answerHtmlKB: 30, performance: 95, accessibility: 100, lcpMs: 1500 },
    }),
  );
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
