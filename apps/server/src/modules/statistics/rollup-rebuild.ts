import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { consultationDaily, sealConsultations } from '../../db/schema';
import { dropMonthlySummary, summariseClosedMonths } from './monthly-summary';

/**
 * Rebuilds the daily rollup (consultation_daily) from the raw consultations, of one account or of
 * all: set-based, in one transaction, the raw log locked against new consultations meanwhile (SHARE
 * mode: a consultation's insert waits), so the rollup comes out exactly the log summed. For seeds
 * and tools that write raw consultations directly, and the operator command
 * `npm run statistics -- rebuild`; the monthly summary of the rollup is rebuilt
 * too (its closed months). Answers the rollup rows written and the consultations they sum.
 */
export async function rebuildConsultationRollup(db: Db, { accountId }: { accountId?: string } = {}) {
  return db.transaction(async (tx) => {
    const account = accountId ?? null;
    await tx.execute(sql`lock table ${sealConsultations} in share mode`);
    await dropMonthlySummary(tx, account);
    await tx.execute(
      sql`delete from ${consultationDaily} where (${account}::uuid is null or account_id = ${account}::uuid)`,
    );
    const result = await tx.execute(sql`
      with rolled as (
        insert into ${consultationDaily}
          (account_id, entity_id, product_id, day, country, language, outcome, consultations)
        select account_id, entity_id, product_id, (created_at at time zone 'utc')::date, coalesce(country, ''),
          coalesce(language, ''), outcome, count(*)::int
        from ${sealConsultations}
        where account_id is not null and (${account}::uuid is null or account_id = ${account}::uuid)
        group by 1, 2, 3, 4, 5, 6, 7
        returning consultations
      )
      select count(*)::int8 as rows, coalesce(sum(consultations), 0)::int8 as consultations from rolled`);
    await summariseClosedMonths(tx, account);
    const [row] = rowsOf<{ rows: string | number; consultations: string | number }>(result);
    return { rows: Number(row?.rows ?? 0), consultations: Number(row?.consultations ?? 0) };
  });
}
