import { and, desc, eq, sql } from 'drizzle-orm';
import type { AlertRow, DeliveryRow } from '@seal/shared/contract/alerts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { alertDeliveries, alerts, products, productTexts } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';

/** Serialises the alert writes of one account: the range overlap check reads what the others wrote. */
export async function lockAccountAlerts(db: Db, accountId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`alerts:${accountId}`}, 0))`);
}

/** A product of the account in these entities (not archived). */
export async function productInScope(db: Db, accountId: string, entityIds: readonly string[], productId: string) {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select id from products where account_id = ${accountId} and id = ${productId}
      and not archived and entity_id in (${sql.join(
        entityIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  return rows.length === 1;
}

/** Whether a serial printed with this key is on a reel of the account. */
export async function onAccountReel(db: Db, accountId: string, serial: number, keyVersion: number) {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from reels where account_id = ${accountId} and key_version = ${keyVersion}
      and serials @> ${serial}::int8 limit 1`),
  );
  return rows.length === 1;
}

export async function productTaken(db: Db, accountId: string, productId: string) {
  const [row] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.accountId, accountId), eq(alerts.productId, productId)));
  return row !== undefined;
}

/** The range alerts of the account whose range shares a serial with first..last. */
export async function overlapping(db: Db, accountId: string, first: number, last: number) {
  return db
    .select({ id: alerts.id, firstSerial: alerts.firstSerial, lastSerial: alerts.lastSerial })
    .from(alerts)
    .where(
      and(eq(alerts.accountId, accountId), sql`${alerts.firstSerial} <= ${last} and ${alerts.lastSerial} >= ${first}`),
    );
}

export type NewAlert = typeof alerts.$inferInsert;

export async function insertAlert(db: Db, alert: NewAlert) {
  const [row] = await db.insert(alerts).values(alert).returning({ id: alerts.id });
  return row!.id;
}

interface AlertRecord {
  id: string;
  name: string;
  product_id: string | null;
  product_title: string | null;
  first_reference: string | null;
  last_reference: string | null;
  limit: number;
  target_country: boolean;
  anomaly_kinds: string[];
  recipients_to: string[];
  recipients_cc: string[];
  recipients_bcc: string[];
  created_at: Date | string;
  last_state: string | null;
  last_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toRow = (r: AlertRecord): AlertRow => ({
  id: r.id,
  name: r.name,
  type: r.product_id ? 'product' : 'range',
  productId: r.product_id,
  productTitle: r.product_title,
  firstReference: r.first_reference,
  lastReference: r.last_reference,
  limit: r.limit,
  targetCountry: r.target_country,
  anomalyKinds: r.anomaly_kinds as AlertRow['anomalyKinds'],
  to: r.recipients_to,
  cc: r.recipients_cc,
  bcc: r.recipients_bcc,
  createdAt: iso(r.created_at),
  lastDelivery: r.last_state && r.last_at ? { state: r.last_state as 'success', at: iso(r.last_at) } : null,
});

/** The account's alerts (or one), with their product's title and their latest mail's state. */
export async function findAlerts(db: Db, accountId: string, filter: { alertId?: string; search?: string }) {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const a = alerts;
  const d = alertDeliveries;
  const result = await db.execute(sql`
    select ${a.id}, ${a.name}, ${a.productId}, ${a.firstReference}, ${a.lastReference}, ${a.limit},
      ${a.targetCountry}, ${a.anomalyKinds}, ${a.to}, ${a.cc}, ${a.bcc}, ${a.createdAt},
      (select ${productTexts.title} from ${productTexts} join ${products} on ${onAccount(productTexts, productTexts.productId, products)}
        where ${inAccount(productTexts, accountId, eq(productTexts.productId, a.productId))}
        order by (${productTexts.language} = ${products.defaultLanguage}) desc, ${productTexts.language} limit 1) as product_title,
      last_delivery.state as last_state, last_delivery.updated_at as last_at
    from ${a}
    left join lateral (select ${d.state}, ${d.updatedAt} from ${d}
      where ${inAccount(d, accountId, eq(d.alertId, a.id))} order by ${d.createdAt} desc limit 1) last_delivery on true
    where ${inAccount(a, accountId)}
      ${filter.alertId ? sql`and ${a.id} = ${filter.alertId}` : sql``}
      ${pattern ? sql`and (${a.name} ilike ${pattern} or array_to_string(${a.to} || ${a.cc} || ${a.bcc}, ' ') ilike ${pattern})` : sql``}
    order by ${a.createdAt} desc, ${a.id}`);
  return rowsOf<AlertRecord>(result).map(toRow);
}

export async function deleteAlert(db: Db, accountId: string, alertId: string) {
  const rows = await db
    .delete(alerts)
    .where(and(eq(alerts.accountId, accountId), eq(alerts.id, alertId)))
    .returning({ id: alerts.id, name: alerts.name });
  return rows[0];
}

export async function findDeliveries(db: Db, accountId: string, alertId: string): Promise<DeliveryRow[]> {
  const rows = await db
    .select()
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.accountId, accountId), eq(alertDeliveries.alertId, alertId)))
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    state: row.state as DeliveryRow['state'],
    reasons: row.reasons as DeliveryRow['reasons'],
    reference: row.reference,
    country: row.country,
    consultations: row.consultations,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function findDelivery(db: Db, accountId: string, deliveryId: string) {
  const [row] = await db
    .select()
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.accountId, accountId), eq(alertDeliveries.id, deliveryId)))
    .for('update');
  return row;
}

export async function setDeliveryState(
  db: Db,
  accountId: string,
  deliveryId: string,
  state: string,
  error: string | null,
) {
  await db
    .update(alertDeliveries)
    .set({ state, error, updatedAt: new Date() })
    .where(inAccount(alertDeliveries, accountId, eq(alertDeliveries.id, deliveryId)));
}

/** A product's title in `language`, else in its default language. */
export async function productTitle(db: Db, accountId: string, productId: string, language: string) {
  const [row] = rowsOf<{ title: string }>(
    await db.execute(sql`select t.title from product_texts t join products p on p.account_id = t.account_id and p.id = t.product_id
      where p.account_id = ${accountId} and p.id = ${productId} and t.account_id = ${accountId}
      order by (t.language = ${language}) desc, (t.language = p.default_language) desc, t.language limit 1`),
  );
  return row?.title ?? null;
}
