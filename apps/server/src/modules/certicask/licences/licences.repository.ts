import { and, count, eq, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@seal/shared';
import type { LicenceState } from '@seal/shared/certicask/licences';
import type { Db } from '../../../db/client';
import { claimGlobalKeys, heldBy, releaseGlobalKeysOf } from '../../../db/global-keys';
import { containsPattern, orderBy } from '../../../db/list-sql';
import { caskCertificates, caskLicences, tradeOrders } from '../../../db/schema';
import { inAccount, onAccount, type TenantKey } from '../../../db/tenant-scope';
import { effectiveState } from './licence-state';

export type LicenceRecord = typeof caskLicences.$inferSelect;

const columns = (accountId: string, now: Date) => ({
  licence: caskLicences,
  state: effectiveState(now),
  orderNumber: tradeOrders.number,
  certificateCount: sql<number>`(select count(*) from ${caskCertificates}
    where ${inAccount(caskCertificates, accountId, eq(caskCertificates.licenceId, caskLicences.id))})`.mapWith(Number),
});

export type LicenceWithOrder = {
  licence: LicenceRecord;
  state: LicenceState;
  orderNumber: string;
  certificateCount: number;
};

export interface LicenceListOptions {
  offset: number;
  size: number;
  search: string | undefined;
  state: LicenceState | undefined;
  sort: { field: 'number' | 'expiresAt' | 'state'; order: SortOrder } | undefined;
  now: Date;
}

export async function listLicences(db: Db, accountId: string, options: LicenceListOptions) {
  const pattern = options.search ? containsPattern(options.search) : undefined;
  const where = and(
    inAccount(caskLicences, accountId),
    pattern
      ? or(
          ilike(caskLicences.number, pattern),
          ilike(caskLicences.deviceName, pattern),
          ilike(caskLicences.deviceIdentifier, pattern),
        )
      : undefined,
    options.state ? sql`${effectiveState(options.now)} = ${options.state}` : undefined,
  );
  const sorts: Record<'number' | 'expiresAt' | 'state', SQL | AnyColumn> = {
    number: caskLicences.number,
    expiresAt: caskLicences.expiresAt,
    state: effectiveState(options.now),
  };
  const rows = await db
    .select(columns(accountId, options.now))
    .from(caskLicences)
    .innerJoin(tradeOrders, onAccount(caskLicences, caskLicences.orderId, tradeOrders))
    .where(where)
    .orderBy(...orderBy(sorts, options.sort, { field: 'number', order: 'desc' }, caskLicences.id))
    .limit(options.size)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(caskLicences).where(where);
  return { rows: rows as LicenceWithOrder[], total: total?.n ?? 0 };
}

/** One licence of the account, with its order's number; locked until the transaction ends when `lock`. */
export async function findLicence(db: Db, accountId: string, licenceId: string, now: Date, lock = false) {
  const query = db
    .select(columns(accountId, now))
    .from(caskLicences)
    .innerJoin(tradeOrders, onAccount(caskLicences, caskLicences.orderId, tradeOrders))
    .where(inAccount(caskLicences, accountId, eq(caskLicences.id, licenceId)));
  const [row] = await (lock ? query.for('update', { of: caskLicences }) : query);
  return row as LicenceWithOrder | undefined;
}

/** The licence used on the account's device of this identifier, if any (a device holds one at a time). */
export async function findUsedOnDevice(db: Db, accountId: string, deviceIdentifier: string) {
  const [row] = await db
    .select({ id: caskLicences.id, number: caskLicences.number, expiresAt: caskLicences.expiresAt })
    .from(caskLicences)
    .where(
      and(
        eq(caskLicences.accountId, accountId),
        eq(caskLicences.state, 'used'),
        eq(caskLicences.deviceIdentifier, deviceIdentifier),
      ),
    );
  return row;
}

/**
 * Writes a licence's change from the state it was read in: the row must still be in `from`, so a
 * change made meanwhile by another writer is not overwritten. Answers whether it was written.
 */
export async function changeLicence(
  db: Db,
  licence: TenantKey,
  from: LicenceState,
  values: Partial<typeof caskLicences.$inferInsert> & { state: LicenceState },
) {
  const rows = await db
    .update(caskLicences)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inAccount(caskLicences, licence.accountId, eq(caskLicences.id, licence.id), eq(caskLicences.state, from)))
    .returning({ id: caskLicences.id, accountId: caskLicences.accountId });
  if (values.deviceKeyHash !== undefined) {
    // The device key's global look-up follows the licence's, in the same transaction.
    await releaseGlobalKeysOf(db, 'device_key', rows);
    if (values.deviceKeyHash !== null)
      await claimGlobalKeys(
        db,
        'device_key',
        rows.map((row) => ({ ...row, value: values.deviceKeyHash! })),
      );
  }
  return rows.length === 1;
}

/** Inserts licences with their numbers in global_keys: call it inside a transaction. */
export async function insertLicences(db: Db, rows: (typeof caskLicences.$inferInsert)[]) {
  if (rows.length === 0) return;
  const inserted = await db
    .insert(caskLicences)
    .values(rows)
    .returning({ id: caskLicences.id, accountId: caskLicences.accountId, value: caskLicences.number });
  await claimGlobalKeys(db, 'licence_number', inserted);
}

/**
 * The licences of an order still free or used at `at` become revoked (the order was cancelled once
 * paid): their devices are freed and their keys stop working. Answers how many.
 */
export async function revokeLicencesOfOrder(db: Db, order: TenantKey, at: Date, reason: string) {
  const rows = await db
    .update(caskLicences)
    .set({ state: 'revoked', deviceKeyHash: null, revokedAt: at, revokeReason: reason, updatedAt: sql`now()` })
    .where(
      inAccount(
        caskLicences,
        order.accountId,
        eq(caskLicences.orderId, order.id),
        inArray(caskLicences.state, ['free', 'used']),
        sql`${caskLicences.expiresAt} > ${at.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: caskLicences.id, accountId: caskLicences.accountId });
  await releaseGlobalKeysOf(db, 'device_key', rows);
  return rows.length;
}

/** Free and used licences past their end become expired (a used one's key stops working). Answers how many. */
export async function expireLicences(db: Db, now: Date) {
  const rows = await db
    .update(caskLicences)
    .set({ state: 'expired', deviceKeyHash: null, updatedAt: sql`now()` })
    .where(and(inArray(caskLicences.state, ['free', 'used']), lte(caskLicences.expiresAt, now)))
    .returning({ id: caskLicences.id, accountId: caskLicences.accountId });
  await releaseGlobalKeysOf(db, 'device_key', rows);
  return rows.length;
}

/** The used licence a device key opens (by the key's SHA-256), whatever its expiry: the caller judges it. */
export async function findByKeyHash(db: Db, keyHash: string) {
  const holder = await heldBy(db, 'device_key', keyHash, caskLicences);
  if (!holder) return undefined;
  const [row] = await db
    .select()
    .from(caskLicences)
    .where(and(holder, eq(caskLicences.deviceKeyHash, keyHash)));
  return row;
}

/** The account's licences for the operator (`npm run certicask -- licences`), oldest first. */
export async function licencesOfAccount(db: Db, accountId: string, now: Date) {
  return (await db
    .select(columns(accountId, now))
    .from(caskLicences)
    .innerJoin(tradeOrders, onAccount(caskLicences, caskLicences.orderId, tradeOrders))
    .where(inAccount(caskLicences, accountId))
    .orderBy(caskLicences.number)) as LicenceWithOrder[];
}
