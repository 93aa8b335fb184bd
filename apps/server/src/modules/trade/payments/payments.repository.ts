import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { PaymentProvider as ProviderName } from '@seal/shared/contract/trade';
import type { Db } from '../../../db/client';
import { claimGlobalKeys, holdsGlobalKey } from '../../../db/global-keys';
import { caskLicenceOrders, tradeOrders, tradePaymentEvents, tradePayments } from '../../../db/schema';

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
 * The account's order, locked until the end of the transaction: two payments of it start one after
 * the other. `licenceOrder`: it buys cask certification licences (its checkout comes back to their page).
 */
export async function lockOrderOfAccount(db: Db, accountId: string, orderId: string) {
  const [row] = await db
    .select({
      ...orderColumns,
      licenceOrder: sql<boolean>`exists (select 1 from ${caskLicenceOrders} where ${caskLicenceOrders.orderId} = ${tradeOrders.id})`,
    })
    .from(tradeOrders)
    .where(and(eq(tradeOrders.id, orderId), eq(tradeOrders.accountId, accountId)))
    .for('update');
  return row;
}

export async function lockOrder(db: Db, orderId: string) {
  const [row] = await db.select(orderColumns).from(tradeOrders).where(eq(tradeOrders.id, orderId)).for('update');
  return row;
}

/** The order's newest open payment by this provider. */
export async function findOpenPayment(db: Db, orderId: string, provider: ProviderName) {
  const [row] = await db
    .select()
    .from(tradePayments)
    .where(
      and(eq(tradePayments.orderId, orderId), eq(tradePayments.provider, provider), eq(tradePayments.status, 'open')),
    )
    .orderBy(sql`${tradePayments.createdAt} desc`)
    .limit(1);
  return row;
}

/** Whether the order awaits another payment than `exceptId`: a bank transfer, or a hosted page still open at `now`. */
export async function hasOtherOpenPayment(db: Db, orderId: string, exceptId: string, now: Date) {
  const [row] = await db
    .select({ id: tradePayments.id })
    .from(tradePayments)
    .where(
      and(
        eq(tradePayments.orderId, orderId),
        ne(tradePayments.id, exceptId),
        eq(tradePayments.status, 'open'),
        or(isNull(tradePayments.expiresAt), gt(tradePayments.expiresAt, now)),
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
  const [row] = await db
    .select()
    .from(tradePayments)
    .where(
      and(
        holdsGlobalKey('payment_provider_ref', providerRef, tradePayments),
        eq(tradePayments.provider, provider),
        eq(tradePayments.providerRef, providerRef),
      ),
    )
    .for('update');
  return row;
}

/** Closes the order's other awaited payments once it is paid or cancelled: nothing more is awaited. */
export async function cancelOtherOpenPayments(db: Db, orderId: string, exceptId: string, at: Date) {
  await db
    .update(tradePayments)
    .set({ status: 'cancelled', settledAt: at })
    .where(and(eq(tradePayments.orderId, orderId), ne(tradePayments.id, exceptId), eq(tradePayments.status, 'open')));
}

export async function settlePayment(db: Db, paymentId: string, status: Exclude<PaymentStatus, 'open'>, at: Date) {
  await db.update(tradePayments).set({ status, settledAt: at }).where(eq(tradePayments.id, paymentId));
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
