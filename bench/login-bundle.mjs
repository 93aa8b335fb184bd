// The JavaScript a browser really loads, gzipped: Chromium opens /login, then (signed in) the
// dashboard, on the built server, and every script response is counted; plus the largest chunk
// of the build. Targets: /login under 150 KB, the dashboard under 300 KB, no chunk over 200 KB.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BUILT_SERVER, scratchServer, spawnBuiltServer, stopServer, waitForHealth } from './support/built-server.mjs';

if (!fs.existsSync(BUILT_SERVER) || !fs.existsSync('apps/web/dist/index.html')) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { dataDir, port } = scratchServer('bundle', 3990);
const server = spawnBuiltServer({ dataDir, port });
try {
  await waitForHealth(server, port);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const base = `http://127.0.0.1:${port}`;
  /** The gzipped JavaScript a fresh page loads at a path (with the context's cookies). */
  async function scriptsOf(context, pathname, ready) {
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), gzipSync(await response.body()).length);
    });
    await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
    await page.getByTestId(ready).waitFor();
    await page.close();
    return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  }
  const context = await browser.newContext();
  const loginBytes = await scriptsOf(context, '/login', 'login-form');
  const login = await context.request.post(`${base}/callAPI`, {
    data: {
      methodModel: 'userModel',
      methodName: 'login',
      methodVars: { email: 'admin@demo.test', password: 'Demo-pass-2026' },
    },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const dashboardBytes = await scriptsOf(context, '/home', 'dashboard');
  await browser.close();
  const assets = 'apps/web/dist/assets';
  const largest = Math.max(
    ...fs
      .readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => gzipSync(fs.readFileSync(path.join(assets, name))).length),
  );
  const kb = (bytes) => Number((bytes / 1024).toFixed(1));
  console.log(
    JSON.stringify({
      bench: 'login-bundle',
      loginKB: kb(loginBytes),
      dashboardKB: kb(dashboardBytes),
      largestChunkKB: kb(largest),
      targetsKB: { login: 150, dashboard: 300, largestChunk: 200 },
    }),
  );
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
