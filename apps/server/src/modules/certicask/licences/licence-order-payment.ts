import { eq, sql } from 'drizzle-orm';
import { LICENCE_VALIDITY_DAYS } from '@seal/shared/certicask/licences';
import type { Db } from '../../../db/client';
import { caskLicenceOrders } from '../../../db/schema';
import { inAccount, type TenantKey } from '../../../db/tenant-scope';
import { takeNumber } from '../../trade/numbering';
import { insertLicences, revokeLicencesOfOrder } from './licences.repository';

const DAY_MS = 86_400_000;

/*
 * What a licence order does when its trade order's payment moves (spec 000 section 4,
 * docs/certicask.md "Licence orders"). Trade's one status function
 * (modules/trade/orders/order-status.ts) calls these in its transaction, for every order: one that
 * is no licence order is left alone. Nothing here may import that function back.
 */

/**
 * Paid: the licence order is validated and makes its licences, free, numbered L<year>-<6 digits>
 * (one yearly sequence), each running LICENCE_VALIDITY_DAYS from `at`. Once only: paid is final,
 * and a second call finds the order validated.
 */
export async function validateLicenceOrder(db: Db, tradeOrder: TenantKey, at: Date) {
  const ofOrder = inAccount(caskLicenceOrders, tradeOrder.accountId, eq(caskLicenceOrders.orderId, tradeOrder.id));
  const [order] = await db
    .select({ quantity: caskLicenceOrders.quantity, validatedAt: caskLicenceOrders.validatedAt })
    .from(caskLicenceOrders)
    .where(ofOrder)
    .for('update');
  if (!order || order.validatedAt) return;
  await db.update(caskLicenceOrders).set({ validatedAt: at }).where(ofOrder);
  const expiresAt = new Date(at.getTime() + LICENCE_VALIDITY_DAYS * DAY_MS);
  const licences = [];
  for (let index = 0; index < order.quantity; index++)
    licences.push({
      accountId: tradeOrder.accountId,
      orderId: tradeOrder.id,
      number: await takeNumber(db, 'licence', 'L', at),
      state: 'free' as const,
      expiresAt,
      createdAt: at,
      updatedAt: at,
    });
  await insertLicences(db, licences);
}

/**
 * Cancelled: a licence order cancelled before its payment has no licences; one cancelled once paid
 * (the seller's `npm run trade -- status <order> cancelled`) takes its free and used licences back,
 * revoked, their devices freed.
 */
export async function withdrawLicences(db: Db, tradeOrder: TenantKey, at: Date, reason: string | null) {
  const [order] = await db
    .select({ validated: sql<boolean>`${caskLicenceOrders.validatedAt} is not null` })
    .from(caskLicenceOrders)
    .where(inAccount(caskLicenceOrders, tradeOrder.accountId, eq(caskLicenceOrders.orderId, tradeOrder.id)));
  if (order?.validated) await revokeLicencesOfOrder(db, tradeOrder, at, reason?.trim() || 'Order cancelled');
}
