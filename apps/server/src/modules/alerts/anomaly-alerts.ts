import { sql } from 'drizzle-orm';
import type { AnomalyKind } from '@seal/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { queueJobsSql } from '../jobs/queue-jobs-sql';
import { ALERT_QUEUE } from './alert-jobs';

export interface DetectedAnomaly {
  accountId: string;
  kind: AnomalyKind;
  /** The seal it is about, if any (a probing network names none). */
  serial: number | null;
  reference: string | null;
  evidence: Record<string, unknown>;
  detectedAt: Date;
}

/**
 * Queues, in the caller's transaction `tx`, the mails of the account's alerts having `kind` among
 * their conditions and covering the seal (its product, through its activation, or a range holding
 * its serial); without a seal, of every alert with that condition. One delivery and one job each;
 * answers how many.
 */
export async function queueAnomalyAlerts(tx: Db, anomaly: DetectedAnomaly): Promise<number> {
  const { accountId, kind, serial, reference, evidence, detectedAt } = anomaly;
  const covers =
    serial === null
      ? sql`true`
      : sql`(${serial}::int8 between a.first_serial and a.last_serial or a.product_id = (
          select s.product_id from seal_activations s where s.account_id = a.account_id
            and s.serials @> ${serial}::int8 order by s.created_at desc limit 1))`;
  const result = await tx.execute(sql`
    with hit as (
      select a.id, a.account_id,
        (select s.product_id from seal_activations s where s.account_id = a.account_id
          and ${serial}::int8 is not null and s.serials @> ${serial}::int8 order by s.created_at desc limit 1) as product_id
      from alerts a
      where a.account_id = ${accountId} and ${kind} = any(a.anomaly_kinds) and ${covers}
    ), delivered as (
      insert into alert_deliveries (account_id, alert_id, reasons, serial, reference, product_id, evidence, created_at, updated_at)
      select account_id, id, array[${kind}::text], ${serial}::int8, ${reference}::text, product_id,
        ${JSON.stringify(evidence)}::jsonb, ${detectedAt.toISOString()}::timestamptz, now()
      from hit
      returning id, account_id
    ), queued as (
      ${sql.raw(
        queueJobsSql(`select '${ALERT_QUEUE}'::text as name,
          jsonb_build_object('accountId', d.account_id, 'deliveryId', d.id) as data from delivered d`),
      )}
      returning id
    )
    select count(*)::int as queued from queued`);
  return rowsOf<{ queued: number }>(result)[0]?.queued ?? 0;
}
