import { sql, type SQL } from 'drizzle-orm';
import type { ListResult, ParsedInputOf } from '@seal/shared';
import type { loyalty } from '@seal/shared';
import type { LoyalConsumer, LoyaltyBucket, LoyaltyProduct } from '@seal/shared/contract/loyalty';
import { LOYALTY_TOP_PRODUCTS } from '@seal/shared/contract/loyalty';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/list-sql';
import { rowsOf } from '../../db/rows';
import { consumerForms } from '../../db/schema';
import { productTitleOf } from './statistics.repository';
import { createdInRange, inEntities, type StatQueryScope } from './statistics-scope';

/*
 * Loyalty reads the consumer forms of the scope's seals (docs/loyalty.md). A consumer is an e-mail
 * address without its case; a returning one wrote about two seals or more. Every query groups the
 * forms of the period through the (account_id, entity_id, created_at) index.
 */

type ConsumersInput = ParsedInputOf<typeof loyalty.listLoyalConsumers>;

const f = consumerForms;
const formsIn = (scope: StatQueryScope): SQL =>
  sql.join(
    [
      sql`f.account_id = ${scope.accountId}`,
      inEntities(sql`f.entity_id`, scope),
      createdInRange(sql`f.created_at`, scope),
    ],
    sql` and `,
  );

/** One row per consumer of the scope's forms in the period. */
const consumersOf = (scope: StatQueryScope) => sql`
  select lower(f.email) as email, count(*)::int as forms, count(distinct f.serial)::int as seals,
    min(f.created_at) as first_at, max(f.created_at) as last_at
  from ${f} f where ${formsIn(scope)} and f.email is not null
  group by lower(f.email)`;

const BUCKET = sql`case when c.forms = 1 then '1' when c.forms = 2 then '2' when c.forms <= 5 then '3-5' else '6+' end`;

export async function summary(db: Db, scope: StatQueryScope, userId: string) {
  const [totals, buckets, products] = await Promise.all([
    db.execute(sql`
      select count(*)::int as consumers, count(*) filter (where c.seals >= 2)::int as returners,
        coalesce(sum(c.forms), 0)::int as forms,
        (select count(*)::int from ${f} f where ${formsIn(scope)} and f.email is null) as without_email
      from (${consumersOf(scope)}) c`),
    db.execute(sql`select ${BUCKET} as bucket, count(*)::int as consumers from (${consumersOf(scope)}) c group by 1`),
    // `x`, not `p`: productTitleOf reads the products as `p`.
    db.execute(sql`
      select x.product_id, ${productTitleOf(sql`x.product_id`, userId)} as title,
        count(*)::int as consumers, count(*) filter (where x.seals >= 2)::int as returners
      from (
        select lower(f.email) as email, f.product_id, count(distinct f.serial) as seals
        from ${f} f where ${formsIn(scope)} and f.email is not null
        group by lower(f.email), f.product_id
      ) x
      group by x.product_id
      order by consumers desc, returners desc, x.product_id
      limit ${LOYALTY_TOP_PRODUCTS}`),
  ]);
  const total = rowsOf<{ consumers: number; returners: number; forms: number; without_email: number }>(totals)[0]!;
  return {
    consumers: total.consumers,
    returning: total.returners,
    forms: total.forms,
    formsWithoutEmail: total.without_email,
    byContacts: new Map(
      rowsOf<{ bucket: LoyaltyBucket; consumers: number }>(buckets).map((row) => [row.bucket, row.consumers]),
    ),
    topProducts: rowsOf<{ product_id: string | null; title: string | null; consumers: number; returners: number }>(
      products,
    ).map((row): LoyaltyProduct => ({
      productId: row.product_id,
      title: row.title,
      consumers: row.consumers,
      returning: row.returners,
    })),
  };
}

const SORT: Record<NonNullable<ConsumersInput['sort']>['field'], SQL> = {
  lastAt: sql`c.last_at`,
  forms: sql`c.forms`,
  seals: sql`c.seals`,
  email: sql`c.email`,
};

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listConsumers(
  db: Db,
  scope: StatQueryScope,
  userId: string,
  input: ConsumersInput,
): Promise<ListResult<LoyalConsumer>> {
  const conditions = [sql`true`];
  if (input.search) conditions.push(sql`c.email ilike ${containsPattern(input.search.toLowerCase())}`);
  if (input.filters.returning !== undefined)
    conditions.push(input.filters.returning ? sql`c.seals >= 2` : sql`c.seals < 2`);
  const where = sql.join(conditions, sql` and `);
  const { field, order } = input.sort ?? { field: 'lastAt', order: 'desc' };
  const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select c.* from (${consumersOf(scope)}) c where ${where}
      order by ${SORT[field]} ${direction}, c.email asc
      limit ${input.size} offset ${(input.page - 1) * input.size}`),
    db.execute(sql`select count(*)::int as n from (${consumersOf(scope)}) c where ${where}`),
  ]);
  const consumers = rowsOf<{
    email: string;
    forms: number;
    seals: number;
    first_at: Date | string;
    last_at: Date | string;
  }>(rows);
  const details = await detailsOf(
    db,
    scope,
    userId,
    consumers.map((row) => row.email),
  );
  return {
    rows: consumers.map((row) => ({
      email: row.email,
      forms: row.forms,
      seals: row.seals,
      returning: row.seals >= 2,
      products: details.get(row.email)?.products ?? [],
      countries: details.get(row.email)?.countries ?? [],
      language: details.get(row.email)?.language ?? null,
      firstAt: iso(row.first_at),
      lastAt: iso(row.last_at),
    })),
    total: rowsOf<{ n: number }>(total)[0]?.n ?? 0,
  };
}

/** The products (most written about first, 3 at most), countries and latest language of some consumers. */
async function detailsOf(db: Db, scope: StatQueryScope, userId: string, emails: readonly string[]) {
  const found = new Map<string, { products: string[]; countries: string[]; language: string | null }>();
  if (emails.length === 0) return found;
  const mine = sql`${formsIn(scope)} and lower(f.email) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`;
  const [products, places] = await Promise.all([
    db.execute(sql`
      select p.email, p.title from (
        select lower(f.email) as email, ${productTitleOf(sql`f.product_id`, userId)} as title,
          row_number() over (partition by lower(f.email) order by count(*) desc, f.product_id) as rank
        from ${f} f where ${mine} and f.product_id is not null
        group by lower(f.email), f.product_id
      ) p where p.rank <= 3 order by p.email, p.rank`),
    db.execute(sql`
      select lower(f.email) as email,
        to_jsonb(array_remove(array_agg(distinct f.country), null)) as countries,
        (array_agg(f.language order by f.created_at desc))[1] as language
      from ${f} f where ${mine} group by lower(f.email)`),
  ]);
  for (const row of rowsOf<{ email: string; countries: string[]; language: string | null }>(places))
    found.set(row.email, { products: [], countries: row.countries, language: row.language });
  for (const row of rowsOf<{ email: string; title: string | null }>(products))
    if (row.title) found.get(row.email)?.products.push(row.title);
  return found;
}
