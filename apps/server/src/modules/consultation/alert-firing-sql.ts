import { getTableName } from 'drizzle-orm';
import { alertDeliveries, alerts } from '../../db/schema';
import { queueJobsSql } from '../jobs/queue-jobs-sql';

/** The queue of alert mails (worker: modules/alerts): one job per delivery row (alert_deliveries). */
export const ALERT_QUEUE = 'alerts.deliver';

export interface AlertJobData {
  accountId: string;
  deliveryId: string;
  /** Queued again from the console: the alert fired before, its webhook event is not sent twice. */
  retried?: boolean;
}

/**
 * The CTEs of the consultation's one statement (consultation.repository.ts recordSql) that fire
 * the account's alerts, after `entry` and `counted`: for each counted consultation of a seal, the
 * alerts covering it (its product, or a range holding its serial) whose limit the seal's count
 * now exceeds (the n-th consultation of a seal in the statement is counted `after - added + n`),
 * or whose target-country option is set while the consultation's country differs from the
 * activation's. One delivery row (in progress) and one job each. An account without alerts costs
 * one probe of alerts_account_idx per seal. `account` names the alerts' account: the entry's
 * (`e.account_id`), or a parameter when the statement records one account's consultations (on a
 * distributed database, where the alerts are read on that account's shard only).
 */
export const alertFiringSql = (account: string) => `
  alert_hit as (
    select h.alert_id, h.account_id, h.serial, h.reference, h.product_id, h.country, h.target_country,
      n.nth as consultations,
      array_remove(array[
        case when n.nth > h."limit" then 'limit' end,
        case when h.option_country and h.country is not null and h.target_country is not null
          and h.country <> upper(h.target_country) then 'targetCountry' end], null) as reasons
    from (
      -- The alerts covering each counted consultation: one probe of alerts_account_idx per
      -- consultation, and nothing more for an account without alerts.
      select e.account_id, e.serial, e.reference, e.product_id, e.country, e.target_country,
        a.id as alert_id, a."limit", a.target_country as option_country,
        row_number() over (partition by e.account_id, e.serial, a.id) as rank
      from entry e
      join ${getTableName(alerts)} a on a.account_id = ${account}
        and (a.product_id = e.product_id or e.serial between a.first_serial and a.last_serial)
      where e.counts and e.account_id is not null
    ) h
    join counted c on c.account_id = h.account_id and c.serial = h.serial
    join seal s on s.account_id = h.account_id and s.serial = h.serial
    cross join lateral (select (c.after - s.added + h.rank)::int as nth) n
  ), alert_delivered as (
    insert into ${getTableName(alertDeliveries)}
      (account_id, alert_id, reasons, serial, reference, product_id, country, target_country, consultations)
    select account_id, alert_id, reasons, serial, reference, product_id, country, target_country, consultations
    from alert_hit where cardinality(reasons) > 0
    returning id, account_id
  ), alert_queued as (
    ${queueJobsSql(`
      select '${ALERT_QUEUE}'::text as name,
        jsonb_build_object('accountId', d.account_id, 'deliveryId', d.id) as data
      from alert_delivered d`)}
    returning id
  )`;
