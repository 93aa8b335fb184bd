import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentProvider as ProviderName } from '@seal/shared/contract/trade';
import type { Db } from '../../../db/client';
import { claimGlobalKeys, heldBy } from '../../../db/global-keys';
import { caskLicenceOrders, tradeOrders, tradePaymentEvents, tradePayments } from '../../../db/schema';
import { inAccount, type TenantKey } from '../../../db/tenant-scope';

type PaymentStatus = (typeof tradePayments.$inferSelect)['status'];
type EventOutcome = (typeof tradePaymentEvents.$inferSelect)['outcome'];

const orderColumns = {
  id: tradeOrders.id,
  accountId: tradeOrders.accountId,
  number: tradeOrders.number,
  payStatus: tradeOrders.payStatus,
  tradeStatus: tradeOrders.tradeStatus,
  totalInclCents: tradeOrders.totalInclCents,
};

/**
 * The account's order, locked until the end of the transaction: two payments or status changes of
 * it run one after the other. `licenceOrder`: it buys cask certification licences (its checkout
 * comes back to their page).
 */
export async function lockOrder(db: Db, accountId: string, orderId: string) {
  const [row] = await db
    .select({
      ...orderColumns,
      licenceOrder: sql<boolean>`exists (select 1 from ${caskLicenceOrders}
        where ${inAccount(caskLicenceOrders, accountId, eq(caskLicenceOrders.orderId, tradeOrders.id))})`,
    })
    .from(tradeOrders)
    .where(inAccount(tradeOrders, accountId, eq(tradeOrders.id, orderId)))
    .for('update');
  return row;
}

/** The order's open payments that meet the further conditions. */
const openPayments = (order: TenantKey, ...conditions: SQL[]) =>
  inAccount(
    tradePayments,
    order.accountId,
    eq(tradePayments.orderId, order.id),
    eq(tradePayments.status, 'open'),
    ...conditions,
  );

/** The order's newest open payment by this provider. */
export async function findOpenPayment(db: Db, order: TenantKey, provider: ProviderName) {
  const [row] = await db
    .select()
    .from(tradePayments)
    .where(openPayments(order, eq(tradePayments.provider, provider)))
    .orderBy(sql`${tradePayments.createdAt} desc`)
    .limit(1);
  return row;
}

/** Whether the order awaits another payment than `exceptId`: a bank transfer, or a hosted page still open at `now`. */
export async function hasOtherOpenPayment(db: Db, order: TenantKey, exceptId: string, now: Date) {
  const [row] = await db
    .select({ id: tradePayments.id })
    .from(tradePayments)
    .where(
      openPayments(
        order,
        ne(tradePayments.id, exceptId),
        or(isNull(tradePayments.expiresAt), gt(tradePayments.expiresAt, now))!,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a payment with its provider reference in global_keys: call it inside a transaction. */
export async function insertPayment(db: Db, values: typeof tradePayments.$inferInsert) {
  const [row] = await db.insert(tradePayments).values(values).returning();
  if (row!.providerRef !== null)
    await claimGlobalKeys(db, 'payment_provider_ref', [
      { value: row!.providerRef, accountId: row!.accountId, id: row!.id },
    ]);
  return row!;
}

/** The payment a provider's checkout id names, locked until the end of the transaction. */
export async function lockPaymentByRef(db: Db, provider: ProviderName, providerRef: string) {
  const holder = await heldBy(db, 'payment_provider_ref', providerRef, tradePayments);
  if (!holder) return undefined;
  const [row] = await db
    .select()
    .from(tradePayments)
    .where(and(holder, eq(tradePayments.provider, provider), eq(tradePayments.providerRef, providerRef)))
    .for('update');
  return row;
}

/** Closes the order's other awaited payments once it is paid or cancelled: nothing more is awaited. */
export async function cancelOtherOpenPayments(db: Db, order: TenantKey, exceptId: string, at: Date) {
  await db
    .update(tradePayments)
    .set({ status: 'cancelled', settledAt: at })
    .where(openPayments(order, ne(tradePayments.id, exceptId)));
}

export async function settlePayment(db: Db, payment: TenantKey, status: Exclude<PaymentStatus, 'open'>, at: Date) {
  await db
    .update(tradePayments)
    .set({ status, settledAt: at })
    .where(inAccount(tradePayments, payment.accountId, eq(tradePayments.id, payment.id)));
}

/**
 * Records a notification, or answers false when it was recorded before (a replay). In the
 * transaction of its effect, so that a notification is worked exactly once: a second delivery
 * arriving meanwhile waits on the key until the first commits, then finds it.
 */
export async function recordEvent(db: Db, values: { provider: 'stripe'; eventId: string; type: string }) {
  const rows = await db
    .insert(tradePaymentEvents)
    .values({ ...values, outcome: 'ignored' })
    .onConflictDoNothing()
    .returning({ eventId: tradePaymentEvents.eventId });
  return rows.length === 1;
}

export async function setEventOutcome(
  db: Db,
  key: { provider: 'stripe'; eventId: string },
  result: { outcome: EventOutcome; orderId: string | null; note: string | null },
) {
  await db
    .update(tradePaymentEvents)
    .set(result)
    .where(and(eq(tradePaymentEvents.provider, key.provider), eq(tradePaymentEvents.eventId, key.eventId)));
}
