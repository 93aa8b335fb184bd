// The dashboard's data: every widget's call at once, as /home makes them, against the built server
// on the embedded database with the demo data (started as `npm start` starts it, on a scratch data
// directory). Logged in as the demo administrator, who holds every widget's right. Target: all
// widgets answered in under 1 s (p95 of the rounds). The same again once a year of history is
// added to the rollup and the raw log of the demo company (written with the server stopped), so
// that the figure holds whatever the demo data holds: a busy account by default (every day, 20
// countries, every demo product, 3 outcomes: some 285,000 rollup rows, as many as a year of at
// least that many consultations makes), or with BENCH_HEAVY=1 every day x 20 countries x 3
// languages x every product x 5 outcomes (some 1.4 million rows). One JSON line.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { BUILT_SERVER, scratchServer, spawnBuiltServer, stopServer, waitForHealth } from './support/built-server.mjs';

if (!fs.existsSync(BUILT_SERVER)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TARGET_MS = 1000;
/** The calls of /home for the administrator: the widgets with data, each on its own. */
const WIDGET_CALLS = [
  ['dashboardModel', 'getConsultations', { period: '6m', lang: 'en' }],
  ['dashboardModel', 'getConsultationErrors', { period: '6m' }],
  ['dashboardModel', 'getLatestConsultations', {}],
  ['dashboardModel', 'getActionHistory', {}],
  ['reelModel', 'getReelStock', {}],
];

const { dataDir, port } = scratchServer('dashboard', 3920);
const base = `http://127.0.0.1:${port}`;
const headers = { 'content-type': 'application/json', origin: base };

async function call(model, name, vars, cookie) {
  const response = await fetch(`${base}/callAPI`, {
    method: 'POST',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ methodModel: model, methodName: name, methodVars: vars }),
  });
  const body = await response.json();
  if (!response.ok || body.code !== 0) throw new Error(`${model}.${name}: ${response.status} ${JSON.stringify(body)}`);
  return { response, body };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure() {
  const child = spawnBuiltServer({ dataDir, port });
  try {
    await waitForHealth(child, port);
    const { response } = await call('userModel', 'login', { email: 'admin@demo.test', password: 'Demo-pass-2026' });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const round = () => Promise.all(WIDGET_CALLS.map(([model, name, vars]) => call(model, name, vars, cookie)));
    const [first] = await round(); // warm-up: JIT, prepared statements
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await round();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (value) => Math.round(value * 10) / 10;
    return {
      consultations6Months: first.body.data.total,
      p50Ms: ms(percentile(times, 50)),
      p95Ms: ms(percentile(times, 95)),
      maxMs: ms(times[times.length - 1]),
    };
  } finally {
    await stopServer(child);
  }
}

const HEAVY = process.env.BENCH_HEAVY === '1';
const LANGUAGES = HEAVY ? `'en', 'fr', 'zh'` : `'en'`;
const OUTCOMES = HEAVY ? '0, 110, 114, 100, 108' : '0, 114, 100';
const COUNTRIES = [
  'FR',
  'DE',
  'IT',
  'ES',
  'GB',
  'US',
  'CA',
  'BR',
  'MX',
  'CN',
  'JP',
  'KR',
  'IN',
  'AU',
  'ZA',
  'NG',
  'EG',
  'AE',
  'RU',
  'TR',
];
/** A year of consultations of the demo company's seals, with the server stopped: rollup rows and raw rows. */
async function addYear() {
  const db = await PGlite.create({ dataDir, extensions: { btree_gist } });
  const countries = `array[${COUNTRIES.map((c) => `'${c}'`).join(',')}]`;
  const [{ rows }] = await db.exec(`
    with demo as (
      select a.id as account_id, e.id as entity_id from accounts a join entities e on e.account_id = a.id
      where e.parent_id is null and a.id = (select account_id from users where email = 'admin@demo.test')
    ), rolled as (
      insert into consultation_daily (account_id, entity_id, product_id, day, country, language, outcome, consultations)
      select d.account_id, d.entity_id, p.id, (current_date - g.day), c.country, l.language, o.outcome,
        1 + ((g.day * 7 + length(c.country) + o.outcome) % 9)
      from demo d
      join products p on p.account_id = d.account_id
      cross join generate_series(0, 364) as g(day)
      cross join unnest(${countries}) as c(country)
      cross join unnest(array[${LANGUAGES}]) as l(language)
      cross join unnest(array[${OUTCOMES}]::int2[]) as o(outcome)
      on conflict do nothing
      returning 1
    ), raw as (
      insert into seal_consultations (account_id, entity_id, serial, reference, product_id, outcome, ip, country, language, created_at)
      select d.account_id, d.entity_id, 1000000 + g.n, 'BENCH-' || g.n, null, (array[0, 0, 0, 100, 108])[1 + g.n % 5],
        '10.0.0.1', (${countries})[1 + g.n % 20], 'en', now() - g.n * interval '5 minutes'
      from demo d cross join generate_series(1, 100000) as g(n)
      returning 1
    )
    select (select count(*) from rolled)::int as rolled, (select count(*) from raw)::int as raw`);
  await db.close();
  return rows[0];
}

try {
  const demo = await measure();
  const added = await addYear();
  const year = await measure();
  console.log(
    JSON.stringify({
      bench: 'dashboard',
      database: 'pglite',
      calls: WIDGET_CALLS.map(([model, name]) => `${model}.${name}`),
      rounds: ROUNDS,
      demo,
      withYear: { heavy: HEAVY, rollupRowsAdded: added.rolled, rawRowsAdded: added.raw, ...year },
      targetMs: TARGET_MS,
      withinTarget: demo.p95Ms < TARGET_MS && year.p95Ms < TARGET_MS,
    }),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
