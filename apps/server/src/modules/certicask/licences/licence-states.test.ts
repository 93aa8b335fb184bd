import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { certicask, ERRORS, PAY_STATUS, TRADE_STATUS, trade } from '@seal/shared';
import { LICENCE_STATES, LICENCE_TRANSITIONS, type LicenceState } from '@seal/shared/certicask/licences';
import { dataOf, expectError } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { caskLicenceOrders, caskLicences, tradeInvoices, tradePayments } from '../../../db/schema';
import { hashToken } from '../../auth/session.service';
import { runTradeCommand } from '../../trade/seller-commands';
import { deliverEvent, signedCheckoutEvent, useFakeStripe } from '../../trade/payments/fake-stripe';
import { assigned, billingInput, buyLicences, deviceCall, paidLicences } from '../test-support';
import { runLicenceExpiry } from './licence-expiry';
import { requireLicenceChange } from './licence-state';

const t = await useTestApp((await useFakeStripe()).env);
const { admin } = await asAdministrator(t);
const db = t.database.db;
const DAY_MS = 86_400_000;

const licencesOf = (orderId: string) =>
  db.select().from(caskLicences).where(eq(caskLicences.orderId, orderId)).orderBy(caskLicences.number);
const orderRow = async (orderId: string) => {
  const { rows } = dataOf(certicask.listLicenceOrders, await admin(certicask.listLicenceOrders, { size: 100 }));
  return rows.find((row) => row.orderId === orderId)!;
};
const licenceRow = async (licenceId: string) => {
  const { rows } = dataOf(certicask.listLicences, await admin(certicask.listLicences, { size: 100 }));
  return rows.find((row) => row.id === licenceId)!;
};
const invoiceKinds = async (orderId: string) =>
  (await db.select().from(tradeInvoices).where(eq(tradeInvoices.orderId, orderId))).map((row) => row.kind).sort();

/** A Stripe checkout of a licence order, and the events Stripe would send about it. */
async function stripeCheckout(quantity: number) {
  const bought = dataOf(
    certicask.buyLicences,
    await admin(certicask.buyLicences, {
      quantity,
      billing: billingInput(),
      provider: 'stripe',
      termsAccepted: true,
    }),
  );
  const [payment] = await db.select().from(tradePayments).where(eq(tradePayments.orderId, bought.orderId));
  const session = {
    id: payment!.providerRef!,
    orderId: bought.orderId,
    accountId: t.demo.accountId,
    amountCents: payment!.amountCents,
  };
  const deliver = async (type: string) => {
    const response = await deliverEvent(t.app, signedCheckoutEvent({ type, session }));
    expect(response.json()).toMatchObject({ received: true, outcome: 'applied' });
  };
  return { ...bought, deliver };
}

describe('a licence order follows its payment (spec 000 section 4)', () => {
  it('paid by the seller\'s "npm run trade -- paid": validated, N free licences numbered L<year>-<6 digits>, running 365 days', async () => {
    const bought = await buyLicences(admin, 3);
    expect((await orderRow(bought.orderId)).state).toBe('awaitingPayment');
    await runTradeCommand(db, ['paid', bought.orderNumber]);
    const row = await orderRow(bought.orderId);
    expect(row).toMatchObject({ state: 'validated', payStatus: PAY_STATUS.paid, tradeStatus: TRADE_STATUS.inProgress });
    const licences = await licencesOf(bought.orderId);
    expect(licences).toHaveLength(3);
    const validatedAt = Date.parse(row.validatedAt!);
    for (const licence of licences) {
      expect(licence).toMatchObject({ state: 'free', accountId: t.demo.accountId, deviceKeyHash: null });
      expect(licence.number).toMatch(new RegExp(`^L${new Date().getUTCFullYear()}-\\d{6}$`));
      expect(licence.expiresAt.getTime() - validatedAt).toBe(365 * DAY_MS);
    }
    expect(new Set(licences.map((licence) => licence.number)).size).toBe(3);
    // Paid is final: a second record is refused and makes nothing more.
    await expect(runTradeCommand(db, ['paid', bought.orderNumber])).rejects.toMatchObject({
      error: ERRORS.trade.transitionRefused,
    });
    expect(await licencesOf(bought.orderId)).toHaveLength(3);
  });

  it("paid through Stripe's notification: validated and its licences made", async () => {
    const checkout = await stripeCheckout(2);
    await checkout.deliver('checkout.session.completed');
    expect((await orderRow(checkout.orderId)).state).toBe('validated');
    expect((await licencesOf(checkout.orderId)).map((licence) => licence.state)).toEqual(['free', 'free']);
  });

  it('payment refused: the licence order is cancelled, its invoice credited, no licence made', async () => {
    const checkout = await stripeCheckout(2);
    await checkout.deliver('checkout.session.async_payment_failed');
    expect(await orderRow(checkout.orderId)).toMatchObject({
      state: 'cancelled',
      payStatus: PAY_STATUS.refused,
      tradeStatus: TRADE_STATUS.cancelled,
      creditNote: { number: expect.any(String) },
    });
    expect(await invoiceKinds(checkout.orderId)).toEqual(['creditNote', 'invoice']);
    expect(await licencesOf(checkout.orderId)).toEqual([]);
  });

  it('cancelled by the brand: the licence order is cancelled, its invoice credited, no licence made', async () => {
    const bought = await buyLicences(admin, 1);
    dataOf(trade.cancelOrder, await admin(trade.cancelOrder, { orderId: bought.orderId, reason: 'Not needed' }));
    expect(await orderRow(bought.orderId)).toMatchObject({ state: 'cancelled', payStatus: PAY_STATUS.cancelled });
    expect(await invoiceKinds(bought.orderId)).toEqual(['creditNote', 'invoice']);
    await expect(runTradeCommand(db, ['paid', bought.orderNumber])).rejects.toMatchObject({
      error: ERRORS.trade.transitionRefused,
    });
    expect(await licencesOf(bought.orderId)).toEqual([]);
  });

  it('cancelled by the seller once paid: its free and used licences are revoked, their devices freed', async () => {
    const paid = await paidLicences(t, admin, 2);
    const { deviceKey } = await assigned(admin, paid.licenceIds[0]!);
    await runTradeCommand(db, ['status', paid.orderNumber, 'cancelled', '--note', 'Refunded']);
    expect((await orderRow(paid.orderId)).state).toBe('cancelled');
    const licences = await licencesOf(paid.orderId);
    expect(licences.map((licence) => [licence.state, licence.revokeReason, licence.deviceKeyHash])).toEqual([
      ['revoked', 'Refunded', null],
      ['revoked', 'Refunded', null],
    ]);
    expectError(await deviceCall(t, deviceKey), ERRORS.certicask.deviceKeyInvalid);
  });
});

describe('a licence: free -> used -> revoked', () => {
  it('goes on a device with a key shown once (its SHA-256 kept), works on the device API, then is revoked for good', async () => {
    const paid = await paidLicences(t, admin, 1);
    const licenceId = paid.licenceIds[0]!;
    const answer = await assigned(admin, licenceId, 'TABLET-STATE-1');
    expect(answer.deviceKey).toMatch(/^ccd_[A-Za-z0-9_-]{43}$/);
    expect(answer.licence).toMatchObject({
      id: licenceId,
      state: 'used',
      device: { name: 'Test tablet', identifier: 'TABLET-STATE-1' },
      orderNumber: paid.orderNumber,
      certificateCount: 0,
    });
    const [stored] = await db.select().from(caskLicences).where(eq(caskLicences.id, licenceId));
    expect(stored!.deviceKeyHash).toBe(hashToken(answer.deviceKey));
    expect(JSON.stringify(stored)).not.toContain(answer.deviceKey);
    expect((await deviceCall(t, answer.deviceKey)).statusCode).toBe(200);

    const revoked = dataOf(
      certicask.revokeLicence,
      await admin(certicask.revokeLicence, { licenceId, reason: 'Tablet stolen' }),
    );
    expect(revoked).toMatchObject({ state: 'revoked', revokeReason: 'Tablet stolen', revokedAt: expect.any(String) });
    expectError(await deviceCall(t, answer.deviceKey), ERRORS.certicask.deviceKeyInvalid);
    expectError(await admin(certicask.revokeLicence, { licenceId }), ERRORS.certicask.licenceNotRevocable, {
      state: 'revoked',
    });
    // The device is free again: another licence goes on it.
    const next = await paidLicences(t, admin, 1);
    expect((await assigned(admin, next.licenceIds[0]!, 'TABLET-STATE-1')).licence.state).toBe('used');
  });

  it('revokes a free licence', async () => {
    const paid = await paidLicences(t, admin, 1);
    const revoked = dataOf(
      certicask.revokeLicence,
      await admin(certicask.revokeLicence, { licenceId: paid.licenceIds[0]! }),
    );
    expect(revoked).toMatchObject({ state: 'revoked', device: null, revokeReason: null });
  });

  it('puts one licence at a time on a device (certicask.deviceTaken, params.licence)', async () => {
    const paid = await paidLicences(t, admin, 2);
    const [first, second] = paid.licenceIds;
    const { licence } = await assigned(admin, first!, 'TABLET-ONE');
    expectError(
      await admin(certicask.assignLicence, {
        licenceId: second!,
        deviceName: 'Same tablet',
        deviceIdentifier: 'TABLET-ONE',
      }),
      ERRORS.certicask.deviceTaken,
      { licence: licence.number },
    );
    expect((await licenceRow(second!)).state).toBe('free');
  });

  it('puts only a free licence on a device (certicask.licenceNotFree, params.state)', async () => {
    const paid = await paidLicences(t, admin, 1);
    const licenceId = paid.licenceIds[0]!;
    await assigned(admin, licenceId, 'TABLET-TWO');
    expectError(
      await admin(certicask.assignLicence, { licenceId, deviceName: 'Again', deviceIdentifier: 'TABLET-THREE' }),
      ERRORS.certicask.licenceNotFree,
      { state: 'used' },
    );
  });

  it('refuses a device identifier that is not one', async () => {
    const paid = await paidLicences(t, admin, 1);
    const response = await admin(certicask.assignLicence, {
      licenceId: paid.licenceIds[0]!,
      deviceName: 'Tablet',
      deviceIdentifier: 'a b',
    });
    expect(response.json()).toMatchObject({ key: 'common.validation', fields: [{ path: 'deviceIdentifier' }] });
  });
});

describe('expiry', () => {
  const expire = (ids: string[]) =>
    db
      .update(caskLicences)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(caskLicences.id, ids));

  it('reads free and used licences past their end as expired before the job runs, and the device API refuses the key', async () => {
    const paid = await paidLicences(t, admin, 2);
    const [free, used] = paid.licenceIds as [string, string];
    const { deviceKey } = await assigned(admin, used, 'TABLET-EXPIRES');
    await expire([free, used]);
    expect((await licenceRow(free)).state).toBe('expired');
    expect((await licenceRow(used)).state).toBe('expired');
    const expiredOnly = dataOf(
      certicask.listLicences,
      await admin(certicask.listLicences, { filters: { state: 'expired' }, size: 100 }),
    );
    expect(expiredOnly.rows.map((row) => row.id)).toEqual(expect.arrayContaining([free, used]));
    expectError(await deviceCall(t, deviceKey), ERRORS.certicask.deviceKeyInvalid);
    expectError(
      await admin(certicask.assignLicence, { licenceId: free, deviceName: 'Late', deviceIdentifier: 'TABLET-LATE' }),
      ERRORS.certicask.licenceNotFree,
      { state: 'expired' },
    );
    expectError(await admin(certicask.revokeLicence, { licenceId: used }), ERRORS.certicask.licenceNotRevocable, {
      state: 'expired',
    });
    // Its device takes a new licence at once, the expired one written so.
    const next = await paidLicences(t, admin, 1);
    expect((await assigned(admin, next.licenceIds[0]!, 'TABLET-EXPIRES')).licence.state).toBe('used');
    const [written] = await db.select().from(caskLicences).where(eq(caskLicences.id, used));
    expect(written).toMatchObject({ state: 'expired', deviceKeyHash: null });
  });

  it('the daily job writes free and used licences past their end expired (the key dies), and leaves the others', async () => {
    const paid = await paidLicences(t, admin, 4);
    const [free, used, revoked, running] = paid.licenceIds as [string, string, string, string];
    await assigned(admin, used, 'TABLET-JOB');
    dataOf(certicask.revokeLicence, await admin(certicask.revokeLicence, { licenceId: revoked }));
    await expire([free, used, revoked]);
    const expired = await runLicenceExpiry(db);
    expect(expired).toBeGreaterThanOrEqual(2);
    const rows = await db
      .select()
      .from(caskLicences)
      .where(inArray(caskLicences.id, [free, used, revoked, running]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(free)).toMatchObject({ state: 'expired', deviceKeyHash: null });
    expect(byId.get(used)).toMatchObject({ state: 'expired', deviceKeyHash: null, deviceIdentifier: 'TABLET-JOB' });
    expect(byId.get(revoked)!.state).toBe('revoked');
    expect(byId.get(running)!.state).toBe('free');
    expect(await runLicenceExpiry(db)).toBe(0);
  });
});

describe('LICENCE_TRANSITIONS', () => {
  const pairs = LICENCE_STATES.flatMap((from) =>
    LICENCE_STATES.map((to) => [from, to] as [LicenceState, LicenceState]),
  );

  it.each(pairs)('%s -> %s is allowed exactly when the table says so', (from, to) => {
    const allowed = LICENCE_TRANSITIONS[from].includes(to);
    if (allowed) expect(() => requireLicenceChange(from, to)).not.toThrow();
    else expect(() => requireLicenceChange(from, to)).toThrow();
    if (!allowed && to === 'used')
      expect(() => requireLicenceChange(from, to)).toThrow(
        expect.objectContaining({ error: ERRORS.certicask.licenceNotFree }),
      );
    if (!allowed && to === 'revoked')
      expect(() => requireLicenceChange(from, to)).toThrow(
        expect.objectContaining({ error: ERRORS.certicask.licenceNotRevocable }),
      );
  });

  it('is what the calls do from each state: assign (-> used), revoke (-> revoked), the job (-> expired); nothing makes a licence free again', async () => {
    const paid = await paidLicences(t, admin, 4);
    const ids = paid.licenceIds as [string, string, string, string];
    // One licence in each state: free, used, expired, revoked.
    const [free, used, expired, revoked] = ids;
    await assigned(admin, used, 'TABLET-MATRIX');
    await db
      .update(caskLicences)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(caskLicences.id, expired));
    await runLicenceExpiry(db);
    dataOf(certicask.revokeLicence, await admin(certicask.revokeLicence, { licenceId: revoked }));
    const states: Record<LicenceState, string> = { free, used, expired, revoked };
    for (const from of LICENCE_STATES) {
      const licenceId = states[from];
      const before = (await db.select().from(caskLicences).where(eq(caskLicences.id, licenceId)))[0]!;
      expect(before.state).toBe(from);
      const assign = await admin(certicask.assignLicence, {
        licenceId,
        deviceName: 'Matrix',
        deviceIdentifier: `MATRIX-${from}`,
      });
      if (LICENCE_TRANSITIONS[from].includes('used')) expect(assign.json().code).toBe(0);
      else expectError(assign, ERRORS.certicask.licenceNotFree, { state: from });
    }
    // From here the free one is used: revoke it and every other.
    for (const from of ['used', 'expired', 'revoked'] as const) {
      const response = await admin(certicask.revokeLicence, { licenceId: states[from] });
      if (LICENCE_TRANSITIONS[from].includes('revoked')) expect(response.json().code).toBe(0);
      else expectError(response, ERRORS.certicask.licenceNotRevocable, { state: from });
    }
    const after = await db.select().from(caskLicences).where(inArray(caskLicences.id, ids));
    expect(after.some((row) => row.state === 'free')).toBe(false);
    const [order] = await db.select().from(caskLicenceOrders).where(eq(caskLicenceOrders.orderId, paid.orderId));
    expect(order!.validatedAt).not.toBeNull();
  });
});
