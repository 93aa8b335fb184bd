// The console's server on a fresh embedded database, for benchmarks: prints "ready <port>".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/db/seed/demo';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-bench-'));
const database = await openPglite(dir);
await migrate(database);
await seedDemo(database.db);
const config = loadConfig({
  DATA_DIR: dir,
  RATE_LIMIT_PER_MINUTE: '1000000000',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
});
const { app, close } = await buildApp({ config, database, logger: { level: 'warn' } });
// A route with the same answer and no RPC layer, behind the same plugins (headers, rate limit, cookies).
app.post('/bench/bare', async () => ({ code: 0, data: { pong: true } }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready ${(app.server.address() as { port: number }).port}`);

process.on('SIGTERM', async () => {
  await close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
