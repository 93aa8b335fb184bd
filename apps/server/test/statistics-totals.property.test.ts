import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { statistics } from '@seal/shared';
import { isConsultationError } from '@seal/shared/contract/seal-history';
import { dataOf } from './calls';
import { useTestApp } from './use-test-app';
import { recordConsultations, type ConsultationEntry } from '../src/modules/consultation/consultation.repository';
import { rebuildConsultationRollup } from '../src/modules/statistics/rollup-rebuild';
import { productIdOf, STAT_RIGHTS, statUser } from '../src/modules/statistics/test-support';

/*
 * Every statistics total equals the raw consultations it summarises: random batches recorded
 * through the consultation's own recording statement, then each figure compared with the batch
 * (what it added) and with the raw log itself (what it sums), by country, language, product,
 * outcome and day.
 */

const t = await useTestApp();
let master: Awaited<ReturnType<typeof statUser>>;
const products: (string | null)[] = [null];

const DAY_MS = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
// Yesterday to tomorrow: the day the statement stamps (UTC) is inside whenever the test runs.
const range = () => ({ from: isoDay(-1), to: isoDay(1), withSubEntities: true });

beforeAll(async () => {
  master = await statUser(t, [...STAT_RIGHTS, 'orga.master_stat']);
  products.push(await productIdOf(t, 'Dark chocolate 70%'), await productIdOf(t, 'Wine case of 6'));
});

const entry = fc.record({
  known: fc.boolean(),
  sub: fc.boolean(),
  product: fc.integer({ min: 0, max: 2 }),
  serial: fc.integer({ min: 1, max: 40 }),
  outcome: fc.constantFrom(0, 0, 0, 110, 114, 117, 30, 102, 107, 108, 111),
  country: fc.constantFrom('FR', 'CN', 'US', 'JP', null),
  language: fc.constantFrom('fr', 'en', 'zh', 'ja'),
});
type Drawn = typeof entry extends fc.Arbitrary<infer T> ? T : never;

function toEntry(drawn: Drawn): ConsultationEntry {
  const { demo } = t;
  return {
    seal: drawn.known
      ? {
          accountId: demo.accountId,
          entityId: drawn.sub ? demo.subEntityId : demo.entityId,
          serial: 5_000_000 + drawn.serial,
          productId: products[drawn.product]!,
        }
      : null,
    reference: `PROP${drawn.serial}`,
    outcome: drawn.known ? drawn.outcome : 100,
    ip: '198.51.100.7',
    country: drawn.country,
    language: drawn.language,
    userAgent: null,
    embeddingSite: null,
    counts: !isConsultationError(drawn.outcome),
    suspectThreshold: 0,
    fraudulentThreshold: 0,
    stateBefore: 1,
    alertHiddenStolen: false,
  };
}

type Counts = Record<string, Record<string, number>>;

/** Every figure of the statistics, as counts per key of each breakdown. */
async function figures(): Promise<Counts> {
  const stats = dataOf(statistics.getConsultationStats, await master.call(statistics.getConsultationStats, range()));
  const errors = dataOf(statistics.getErrorStats, await master.call(statistics.getErrorStats, range()));
  const map = dataOf(statistics.getConsultationMap, await master.call(statistics.getConsultationMap, range()));
  const board = dataOf(statistics.getConsultationBoard, await master.call(statistics.getConsultationBoard, range()));
  const of = <T>(rows: T[], key: (row: T) => unknown, count: (row: T) => number) =>
    Object.fromEntries(rows.filter((row) => count(row) > 0).map((row) => [String(key(row)), count(row)]));
  return {
    total: { all: stats.total, errors: errors.total, board: board.total },
    day: of(
      stats.series,
      (point) => point.period,
      (point) => point.count,
    ),
    country: of(
      stats.byCountry,
      (row) => row.country,
      (row) => row.count,
    ),
    mapCountry: of(
      map.byCountry,
      (row) => row.country,
      (row) => row.count,
    ),
    language: of(
      stats.byLanguage,
      (row) => row.language,
      (row) => row.count,
    ),
    product: of(
      stats.byProduct,
      (row) => row.productId,
      (row) => row.count,
    ),
    boardProduct: of(
      board.rows,
      (row) => row.productId,
      (row) => row.total,
    ),
    outcome: of(
      stats.byOutcome,
      (row) => row.outcome,
      (row) => row.count,
    ),
    errorDay: of(
      errors.series,
      (point) => point.period,
      (point) => point.count,
    ),
    errorOutcome: of(
      errors.byOutcome,
      (row) => row.outcome,
      (row) => row.count,
    ),
    errorCountry: of(
      errors.byCountry,
      (row) => row.country,
      (row) => row.count,
    ),
  };
}

/** The same figures counted from consultations one by one (the raw log's rows, or a batch). */
function count(
  rows: { outcome: number; country: string | null; language: string | null; productId: string | null; day: string }[],
): Counts {
  const counts: Counts = {};
  const add = (breakdown: string, key: unknown) => {
    const into = (counts[breakdown] ??= {});
    into[String(key)] = (into[String(key)] ?? 0) + 1;
  };
  counts.total = { all: 0, errors: 0, board: 0 };
  for (const row of rows) {
    const country = row.country ?? '';
    if (isConsultationError(row.outcome)) {
      counts.total.errors! += 1;
      add('errorDay', row.day);
      add('errorOutcome', row.outcome);
      add('errorCountry', country);
      continue;
    }
    counts.total.all! += 1;
    counts.total.board! += 1;
    add('day', row.day);
    add('country', country);
    add('mapCountry', country);
    add('language', row.language ?? '');
    add('product', row.productId);
    add('boardProduct', row.productId);
    add('outcome', row.outcome);
  }
  return counts;
}

/** a + b, breakdown by breakdown. */
function plus(a: Counts, b: Counts): Counts {
  const sum: Counts = structuredClone(a);
  for (const [breakdown, keys] of Object.entries(b))
    for (const [key, value] of Object.entries(keys)) {
      const into = (sum[breakdown] ??= {});
      into[key] = (into[key] ?? 0) + value;
    }
  return sum;
}

/** The raw log of the demo account in the range, counted row by row. */
async function rawCounts(): Promise<Counts> {
  const { rows } = await t.database.executeSql(
    `select outcome, country, language, product_id, to_char((created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day
     from seal_consultations where account_id = $1
       and created_at >= ($2::date)::timestamp at time zone 'utc' and created_at < ($3::date + 1)::timestamp at time zone 'utc'`,
    [t.demo.accountId, range().from, range().to],
  );
  return count(
    rows.map((row) => ({
      outcome: Number(row.outcome),
      country: row.country as string | null,
      language: row.language as string | null,
      productId: row.product_id as string | null,
      day: row.day as string,
    })),
  );
}

const withDefaults = (counts: Counts) => {
  const keys = [
    'total',
    'day',
    'country',
    'mapCountry',
    'language',
    'product',
    'boardProduct',
    'outcome',
    'errorDay',
    'errorOutcome',
    'errorCountry',
  ];
  return Object.fromEntries(keys.map((key) => [key, counts[key] ?? {}]));
};

it('sums exactly the consultations recorded, by country, language, product, outcome and day', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 40 }), async (drawn) => {
      const before = await figures();
      const entries = drawn.map(toEntry);
      await recordConsultations(t.database.db, entries);
      const after = await figures();
      // The day the statement stamped (the database's UTC date).
      const { rows } = await t.database.executeSql(`select to_char(now() at time zone 'utc', 'YYYY-MM-DD') as day`);
      const day = rows[0]!.day as string;
      const batch = count(
        entries
          .filter((one) => one.seal)
          .map((one) => ({
            outcome: one.outcome,
            country: one.country,
            language: one.language,
            productId: one.seal!.productId,
            day,
          })),
      );
      expect(withDefaults(after)).toEqual(withDefaults(plus(before, batch)));
      expect(withDefaults(after)).toEqual(withDefaults(await rawCounts()));
    }),
    { numRuns: 25 },
  );
  // Rebuilt from the raw log, the rollup gives the same figures.
  const before = await figures();
  await rebuildConsultationRollup(t.database.db, { accountId: t.demo.accountId });
  expect(await figures()).toEqual(before);
});
