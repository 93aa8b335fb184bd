// Product CSV import, end to end: 10,000 new products through previewImport, startImport, the
// background job and getImport polled until done, on a fresh embedded database (PGlite) in a
// temporary directory, in-process. Target: under 10 s. Prints one JSON line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Runs the server's TypeScript in-process, whether started with `--import tsx` or plain node (run-all).
if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openPglite } = await import('../apps/server/src/db/client.ts');
const { migrate } = await import('../apps/server/src/db/migrate.ts');
const { seedDemo, DEMO_PASSWORD } = await import('../apps/server/src/db/seed/demo.ts');
const { gtinCheckDigit } = await import('../packages/shared/src/validation/gtin.ts');

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-import-'));
const database = await openPglite(dir);
await migrate(database);
await seedDemo(database.db);
const config = loadConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: '1000000000', SEED_DEMO: 'false' });
const built = await buildApp({ config, database, logger: { level: 'warn' } });
const { app } = built;

async function call(methodName, methodVars, cookie) {
  const response = await app.inject({
    method: 'POST',
    url: '/callAPI',
    payload: { methodModel: methodName === 'login' ? 'userModel' : 'productModel', methodName, methodVars },
    headers: cookie ? { cookie } : {},
  });
  const body = response.json();
  if (body.code !== 0) throw new Error(`${methodName}: ${response.body.slice(0, 500)}`);
  return { body, response };
}

const { response } = await call('login', { email: 'admin@demo.test', password: DEMO_PASSWORD });
const cookie = `seal_session=${response.cookies.find((c) => c.name === 'seal_session').value}`;

const lines = [
  'sku,gtin,title_en,title_fr,title_zh,description_en,description_fr,description_zh,brand,validity_days,captcha,suspect_threshold,fraudulent_threshold',
];
for (let i = 0; i < ROWS; i++) {
  const body = `200${String(i).padStart(9, '0')}`;
  lines.push(
    `BENCH-${i},${body}${gtinCheckDigit(body)},Bench product ${i},Produit banc ${i},基准产品 ${i},"Row ${i}, made for the bench",Ligne ${i},第 ${i} 行,Bench Co,365,3,5,10`,
  );
}
const csv = lines.join('\r\n');

const started = performance.now();
const preview = (await call('previewImport', { csv, fileName: 'bench.csv' }, cookie)).body.data;
const previewMs = performance.now() - started;
await call('startImport', { importId: preview.importId }, cookie);
let report;
for (;;) {
  report = (await call('getImport', { importId: preview.importId }, cookie)).body.data;
  if (report.status === 'done' || report.status === 'failed') break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const ms = Math.round(performance.now() - started);

await built.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
if (report.status !== 'done' || report.created !== ROWS) {
  console.error(JSON.stringify(report).slice(0, 1000));
  process.exitCode = 1;
}
console.log(
  JSON.stringify({
    bench: 'products-import',
    rows: ROWS,
    ms,
    previewMs: Math.round(previewMs),
    created: report.created,
    failed: report.failed,
    db: 'pglite',
    target: { ms: 10_000 },
  }),
);
