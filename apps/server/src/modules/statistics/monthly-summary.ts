import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { consultationDaily, consultationMonthly, consultationMonthlyDone } from '../../db/schema';
import type { StatQueryScope } from './statistics-scope';

/*
 * The monthly summary (schema/statistics-monthly.ts): a range read by month takes its closed whole
 * months from consultation_monthly, summarising those not yet done, and only its partial or open
 * months from the daily rollup.
 */

const DAY_MS = 86_400_000;

/** The first day of each month wholly inside the range and closed (ended before yesterday, UTC). */
export function closedMonths(scope: Pick<StatQueryScope, 'from' | 'to'>, now = new Date()): string[] {
  const lastClosedDay = new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
  const months: string[] = [];
  let [year, month] = [Number(scope.from.slice(0, 4)), Number(scope.from.slice(5, 7))];
  for (;;) {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    if (first > scope.to) return months;
    if (first >= scope.from && last <= scope.to && last <= lastClosedDay) months.push(first);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/**
 * Summarises the months of an account not summarised yet, in one statement: the months marked
 * done and their rows written together, so a concurrent call waits on the mark and skips them.
 */
export async function summariseMonths(db: Db, accountId: string, months: readonly string[]) {
  if (months.length === 0) return;
  const d = consultationDaily;
  await db.execute(sql`
    with marked as (
      insert into ${consultationMonthlyDone} (account_id, month)
      select ${accountId}::uuid, m from unnest(${`{${months.join(',')}}`}::date[]) m
      where not exists (select 1 from ${consultationMonthlyDone} x where x.account_id = ${accountId} and x.month = m)
      on conflict do nothing
      returning month
    )
    insert into ${consultationMonthly}
      (account_id, month, entity_id, product_id, country, language, outcome, consultations)
    select ${d.accountId}, m.month, ${d.entityId}, ${d.productId}, ${d.country}, ${d.language}, ${d.outcome},
      sum(${d.consultations})::int
    from marked m join ${d} on ${d.accountId} = ${accountId}
      and ${d.day} >= m.month and ${d.day} < (m.month + interval '1 month')::date
    group by 1, 2, 3, 4, 5, 6, 7`);
}

/** Whether any month of the account is summarised (what the rebuild must drop). */
export async function summarisedMonths(db: Db, accountId: string) {
  const result = await db.execute(
    sql`select month::text from ${consultationMonthlyDone} where account_id = ${accountId} order by month`,
  );
  return rowsOf<{ month: string }>(result).map((row) => row.month);
}

/** Drops the summary of one account, or of all: for the rollup rebuild. */
export async function dropMonthlySummary(db: Db, accountId: string | null) {
  const which = (table: typeof consultationMonthly | typeof consultationMonthlyDone): SQL =>
    sql`delete from ${table} where (${accountId}::uuid is null or account_id = ${accountId}::uuid)`;
  await db.execute(which(consultationMonthly));
  await db.execute(which(consultationMonthlyDone));
}

/**
 * Summarises every closed month holding rollup rows, of one account or of all (set-based): the
 * rebuild calls it, so that the first statistics call after it reads summaries at once.
 */
export async function summariseClosedMonths(db: Db, accountId: string | null) {
  const d = consultationDaily;
  await db.execute(sql`
    with closed as (
      select distinct ${d.accountId} as account_id, date_trunc('month', ${d.day})::date as month
      from ${d}
      where (${accountId}::uuid is null or ${d.accountId} = ${accountId}::uuid)
        and ${d.day} < date_trunc('month', (now() at time zone 'utc')::date - 1)::date
    ), closed_months as (
      select * from closed where (month + interval '1 month')::date <= (now() at time zone 'utc')::date - 1
    ), marked as (
      insert into ${consultationMonthlyDone} (account_id, month)
      select account_id, month from closed_months
      on conflict do nothing
      returning account_id, month
    )
    insert into ${consultationMonthly}
      (account_id, month, entity_id, product_id, country, language, outcome, consultations)
    select m.account_id, m.month, ${d.entityId}, ${d.productId}, ${d.country}, ${d.language}, ${d.outcome},
      sum(${d.consultations})::int
    from marked m join ${d} on ${d.accountId} = m.account_id
      and ${d.day} >= m.month and ${d.day} < (m.month + interval '1 month')::date
    group by 1, 2, 3, 4, 5, 6, 7`);
}
