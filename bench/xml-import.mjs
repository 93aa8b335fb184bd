// XML activation batch, end to end: a file of 150,000 seals in 50 ranges uploaded (schema, verification,
// storage), its security code requested and read from the outbox, the import started, and getXmlImport
// polled until the background job is done; on a fresh embedded database (PGlite) in a temporary
// directory, in-process. Target: under 5 s from the upload to the completion. Also times the refusal
// of a billion-laughs file. Prints one JSON line.
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
const { mailOutbox } = await import('../apps/server/src/db/schema/index.ts');
const { issueReels } = await import('../apps/server/src/modules/seals/reels.service.ts');
const { encodeReference } = await import('../apps/server/src/modules/seals/reference-codec.ts');
const { desc } = await import('drizzle-orm');

const RANGES = Number(process.env.BENCH_RANGES ?? 50);
const PER_RANGE = Number(process.env.BENCH_PER_RANGE ?? 3_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-xml-'));
const database = await openPglite(dir);
await migrate(database);
const demo = await seedDemo(database.db);
const config = loadConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: '1000000000', SEED_DEMO: 'false' });
const built = await buildApp({ config, database, logger: { level: 'warn' } });
const { app, services } = built;

async function call(methodModel, methodName, methodVars, cookie) {
  const response = await app.inject({
    method: 'POST',
    url: '/callAPI',
    payload: { methodModel, methodName, methodVars },
    headers: cookie ? { cookie } : {},
  });
  const body = response.json();
  if (body.code !== 0) throw new Error(`${methodName}: ${response.body.slice(0, 500)}`);
  return { body, response };
}

const { response } = await call('userModel', 'login', { email: 'admin@demo.test', password: DEMO_PASSWORD });
const cookie = `seal_session=${response.cookies.find((c) => c.name === 'seal_session').value}`;

// One reel holding every seal of the batch, printed with the server's key.
const key = services.sealKeyring.current;
const [reel] = await issueReels(database.db, key, {
  accountId: demo.accountId,
  entityId: demo.entityId,
  reels: 1,
  size: RANGES * PER_RANGE,
});
const ref = (offset) => encodeReference(reel.firstSerial + offset, key);
const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<activationBatch version="1">'];
for (let i = 0; i < RANGES; i++) {
  lines.push(
    `  <range><first>${ref(i * PER_RANGE)}</first><last>${ref((i + 1) * PER_RANGE - 1)}</last>` +
      `<sku>DEMO-CHOC-70</sku><targetCountry>FR</targetCountry><deliveryDate>2026-09-01</deliveryDate></range>`,
  );
}
lines.push('</activationBatch>');
const xml = lines.join('\n');

const upload = (payload) =>
  app.inject({
    method: 'POST',
    url: '/api/xml-import?fileName=bench.xml',
    headers: { cookie, 'content-type': 'application/xml' },
    payload,
  });

const started = performance.now();
const uploaded = (await upload(xml)).json();
if (uploaded.code !== 0) throw new Error(`upload: ${JSON.stringify(uploaded).slice(0, 500)}`);
const uploadMs = performance.now() - started;
const { importId } = uploaded.data;
const sent = (await call('xmlImportModel', 'requestXmlImportCode', { importId }, cookie)).body.data;
const [mail] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
const code = mail.text.match(/\b(\d{6})\b/)[1];
await call('xmlImportModel', 'startXmlImport', { importId, challengeId: sent.challengeId, code }, cookie);
let report;
for (;;) {
  report = (await call('xmlImportModel', 'getXmlImport', { importId }, cookie)).body.data;
  if (report.status === 'done' || report.status === 'failed') break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const ms = Math.round(performance.now() - started);

// A billion laughs: refused at parsing, nothing expanded.
const LAUGHS = Array.from({ length: 9 }, (_, n) => `<!ENTITY lol${n + 1} "${`&lol${n};`.repeat(10)}">`).join('');
const laughsStarted = performance.now();
const heapBefore = process.memoryUsage().heapUsed;
const laughs = (
  await upload(
    `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY lol0 "lol">${LAUGHS}]><activationBatch version="1">&lol9;</activationBatch>`,
  )
).json();
const laughsMs = performance.now() - laughsStarted;
const laughsHeapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

await built.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
const seals = RANGES * PER_RANGE;
if (report.status !== 'done' || report.activatedSeals !== seals || laughs.code !== 802) {
  console.error(JSON.stringify({ report: { ...report, ranges: undefined }, laughs }).slice(0, 1000));
  process.exitCode = 1;
}
console.log(
  JSON.stringify({
    bench: 'xml-import',
    seals,
    ranges: RANGES,
    bytes: Buffer.byteLength(xml),
    ms,
    uploadMs: Math.round(uploadMs),
    activatedSeals: report.activatedSeals,
    billionLaughsMs: Math.round(laughsMs),
    billionLaughsHeapMb: Math.round(laughsHeapMb),
    db: 'pglite',
    target: { ms: 5_000 },
  }),
);
