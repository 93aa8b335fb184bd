// The JavaScript a browser really loads for /login, gzipped: Chromium opens the page on the built
// server and every script response is counted. Target: under 300 KB.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

if (!fs.existsSync('apps/server/dist/main.js') || !fs.existsSync('apps/web/dist/index.html')) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-bundle-'));
const port = 3990 + Math.floor(Math.random() * 9);
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the server did not start');
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  await browser.close();
  const gzipBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    JSON.stringify({
      bench: 'login-bundle',
      scripts: scripts.size,
      gzipKB: Number((gzipBytes / 1024).toFixed(1)),
      targetKB: 300,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
