import { sql, type SQL } from 'drizzle-orm';
import { CONSULTATION_ERROR_OUTCOMES } from '@seal/shared/contract/seal-history';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  consultationDaily,
  consultationMonthly,
  products,
  productTexts,
  sealActivations,
  users,
} from '../../db/schema';
import { closedMonths, summariseMonths } from './monthly-summary';
import { createdInRange, inEntities, type StatQueryScope } from './statistics-scope';

/*
 * The figures of the statistics screens, read from the rollups only, never the raw consultations:
 * the daily rollup (consultation_daily) through its (account_id, day, ...) key and, for ranges read
 * by month, the monthly summary of its closed months (monthly-summary.ts). Each method's
 * breakdowns come from one scan (GROUPING SETS).
 */

const ERROR_LIST = sql.raw(CONSULTATION_ERROR_OUTCOMES.join(', '));
export const isErrorOutcome = (column: SQL) => sql`${column} in (${ERROR_LIST})`;

const d = consultationDaily;
const DAY_MS = 86_400_000;
const dayAfter = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const monthEnd = (firstDay: string) => {
  const [year, month] = [Number(firstDay.slice(0, 4)), Number(firstDay.slice(5, 7))];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/** What the rows of both rollups are filtered on: the scope's entities, errors or not, a product. */
const rowFilter = (scope: StatQueryScope, errors: boolean, productId?: string) => sql`account_id = ${scope.accountId}
  and ${inEntities(sql`entity_id`, scope)}
  and ${errors ? sql`` : sql`not`} ${isErrorOutcome(sql`outcome`)}
  ${productId ? sql`and product_id = ${productId}` : sql``}`;

/**
 * The rollup rows of the scope (consultations, or errors), each with its period: the scope's
 * granularity, or months with `byMonth`. By month, the closed whole months come from the monthly
 * summary (summarised now if they are not yet) and only the days around them from the daily
 * rollup; by day, every row is a daily one. Columns: period (date), country, language, product_id,
 * outcome, n.
 */
async function rollupRows(
  db: Db,
  scope: StatQueryScope,
  options: { errors: boolean; productId?: string; byMonth?: boolean },
): Promise<SQL> {
  const byMonth = options.byMonth ?? scope.granularity === 'month';
  const filter = rowFilter(scope, options.errors, options.productId);
  const months = byMonth ? closedMonths(scope) : [];
  await summariseMonths(db, scope.accountId, months);
  const period = byMonth ? sql`date_trunc('month', day)::date` : sql`day`;
  const daily = (from: string, to: string) => sql`select ${period} as period, country, language, product_id, outcome,
      consultations as n from ${d} where day between ${from}::date and ${to}::date and ${filter}`;
  if (months.length === 0) return daily(scope.from, scope.to);
  const [first, last] = [months[0]!, monthEnd(months.at(-1)!)];
  const parts = [
    sql`select month as period, country, language, product_id, outcome, consultations as n
      from ${consultationMonthly} where month between ${first}::date and ${months.at(-1)!}::date and ${filter}`,
  ];
  if (scope.from < first) parts.push(daily(scope.from, dayAfter(first, -1)));
  if (last < scope.to) parts.push(daily(dayAfter(last, 1), scope.to));
  return sql.join(parts, sql` union all `);
}

export type Dimension = 'period' | 'country' | 'language' | 'product' | 'outcome';
const COLUMNS: Record<Dimension, string> = {
  period: 'period',
  country: 'country',
  language: 'language',
  product: 'product_id',
  outcome: 'outcome',
};
const ORDER: readonly Dimension[] = ['period', 'country', 'language', 'product', 'outcome'];

export interface Breakdown {
  total: number;
  /** Per dimension asked, each key (period as ISO date, product id or null...) and its count. */
  by: Partial<Record<Dimension, Map<string | number | null, number>>>;
}

/**
 * One scan of the scope's rollup rows, summed by each of `dimensions` on its own (grouping sets),
 * and the grand total.
 */
export async function breakdown(
  db: Db,
  scope: StatQueryScope,
  options: { errors: boolean; productId?: string; dimensions: Dimension[] },
): Promise<Breakdown> {
  const asked = ORDER.filter((dimension) => options.dimensions.includes(dimension));
  const sets = sql.raw([...asked.map((dimension) => `(${COLUMNS[dimension]})`), '()'].join(', '));
  const grouping = sql.raw(`grouping(${asked.map((dimension) => COLUMNS[dimension]).join(', ')})`);
  const pick = (dimension: Dimension, cast = '') =>
    sql.raw(asked.includes(dimension) ? `${COLUMNS[dimension]}${cast}` : 'null');
  const result = await db.execute(sql`
    select ${grouping} as g, ${pick('period', '::text')} as period, ${pick('country')} as country,
      ${pick('language')} as language, ${pick('product')} as product_id, ${pick('outcome')} as outcome,
      sum(n)::int8 as n
    from (${await rollupRows(db, scope, options)}) x
    group by grouping sets (${sets})`);
  const rows = rowsOf<{
    g: number;
    period: string | null;
    country: string | null;
    language: string | null;
    product_id: string | null;
    outcome: number | null;
    n: string | number;
  }>(result);
  const by: Breakdown['by'] = {};
  for (const dimension of asked) by[dimension] = new Map();
  let total = 0;
  // grouping() has one bit per asked column, the first the highest, set when it is not grouped.
  const all = (1 << asked.length) - 1;
  const bit = (dimension: Dimension) => 1 << (asked.length - 1 - asked.indexOf(dimension));
  for (const row of rows) {
    const count = Number(row.n);
    if (Number(row.g) === all) {
      total = count;
      continue;
    }
    const dimension = asked.find((candidate) => Number(row.g) === (all ^ bit(candidate)));
    if (!dimension) continue;
    const key =
      dimension === 'period'
        ? row.period
        : dimension === 'product'
          ? row.product_id
          : dimension === 'outcome'
            ? Number(row.outcome)
            : row[dimension];
    by[dimension]!.set(key, count);
  }
  return { total, by };
}

/** Consultations (errors excluded) by product and month: the consultation board. */
export async function productMonths(db: Db, scope: StatQueryScope) {
  const result = await db.execute(sql`
    select product_id, to_char(period, 'YYYY-MM') as month, sum(n)::int8 as n
    from (${await rollupRows(db, scope, { errors: false, byMonth: true })}) x
    group by 1, 2`);
  return rowsOf<{ product_id: string | null; month: string; n: string | number }>(result).map((row) => ({
    productId: row.product_id,
    month: row.month,
    count: Number(row.n),
  }));
}

/** The title of each product in the user's language, else in the product's default one. */
export async function productTitles(db: Db, accountId: string, userId: string, productIds: readonly string[]) {
  const titles = new Map<string, string>();
  if (productIds.length === 0) return titles;
  const result = await db.execute(sql`
    select p.id, coalesce(
      (select t.title from ${productTexts} t where t.product_id = p.id
        and t.language = (select u.language from ${users} u where u.id = ${userId})),
      (select t.title from ${productTexts} t where t.product_id = p.id and t.language = p.default_language),
      '') as title
    from ${products} p
    where p.account_id = ${accountId} and p.id = any(${`{${productIds.join(',')}}`}::uuid[])`);
  for (const row of rowsOf<{ id: string; title: string }>(result)) titles.set(row.id, row.title);
  return titles;
}

/** The title of a row's product in the user's language (a correlated look-up by primary key). */
export const productTitleOf = (productId: SQL, userId: string) => sql<string | null>`(
  select coalesce(
    (select t.title from ${productTexts} t where t.product_id = p.id
      and t.language = (select u.language from ${users} u where u.id = ${userId})),
    (select t.title from ${productTexts} t where t.product_id = p.id and t.language = p.default_language))
  from ${products} p where p.id = ${productId})`;

/** Seals activated in the scope, by period and by product. */
export async function activations(db: Db, scope: StatQueryScope) {
  const a = sealActivations;
  const period =
    scope.granularity === 'day'
      ? sql`(${a.createdAt} at time zone 'utc')::date`
      : sql`date_trunc('month', ${a.createdAt} at time zone 'utc')::date`;
  const result = await db.execute(sql`
    select grouping(period, product_id) as g, period::text as period, product_id, sum(seals)::int8 as n
    from (
      select ${period} as period, ${a.productId} as product_id, ${a.lastSerial} - ${a.firstSerial} + 1 as seals
      from ${a}
      where ${a.accountId} = ${scope.accountId} and ${inEntities(sql`${a.entityId}`, scope)}
        and ${createdInRange(sql`${a.createdAt}`, scope)}
    ) x
    group by grouping sets ((period), (product_id), ())`);
  const rows = rowsOf<{ g: number; period: string | null; product_id: string | null; n: string | number }>(result);
  const byPeriod = new Map<string, number>();
  const byProduct = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    const g = Number(row.g);
    if (g === 3) total = Number(row.n);
    else if (g === 1) byPeriod.set(row.period!, Number(row.n));
    else byProduct.set(row.product_id!, Number(row.n));
  }
  return { total, byPeriod, byProduct };
}
