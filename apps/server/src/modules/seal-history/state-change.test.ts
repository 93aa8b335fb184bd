import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ERRORS, SEAL_STATUS, sealHistory, sealStatusName, type SealStatus } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { caller, cookieWithRights, dataOf, expectError, fieldsOf } from '../../../test/calls';
import { actionLog, sealCancellations, sealStateChanges } from '../../db/schema';
import { demoSealReference } from '../../db/seed/seals';
import { activatedReel, refOf } from './test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const { changeSealState, getAllRefConsultation, getSealData, SETTABLE_SEAL_STATES, transitionsFrom } = sealHistory;
const S = SEAL_STATUS;
const db = t.database.db;
const act_id = t.demo.accountId;

const changes = (serial: number) =>
  db
    .select()
    .from(sealStateChanges)
    .where(and(eq(sealStateChanges.accountId, t.demo.accountId), eq(sealStateChanges.serial, serial)));
const logEntries = () => db.select().from(actionLog).where(eq(actionLog.method, 'sealStateModel.changeSealState'));

/** A supply of activated seals (one per test case) and of seals never activated. */
let reel: Awaited<ReturnType<typeof activatedReel>>;
let expiredReel: Awaited<ReturnType<typeof activatedReel>>;
let next = 0;
let nextExpired = 0;
beforeAll(async () => {
  reel = await activatedReel(db, t.demo, { size: 300, activated: 250 });
  expiredReel = await activatedReel(db, t.demo, { size: 20, validityDays: 1, daysAgo: 5 });
});

/** A fresh seal of the test reel brought into `state` the way the service would. */
async function sealIn(state: SealStatus): Promise<{ ref: string; serial: number }> {
  if (state === S.expired) {
    const serial = expiredReel.firstSerial + nextExpired++;
    return { ref: refOf(serial), serial };
  }
  if (state === S.inactive) {
    const serial = reel.firstSerial + 250 + (next++ % 50);
    return { ref: refOf(serial), serial };
  }
  const serial = reel.firstSerial + next++;
  if (state === S.cancelled) {
    await db.insert(sealCancellations).values({
      accountId: t.demo.accountId,
      entityId: t.demo.entityId,
      activationId: reel.activationId,
      firstSerial: serial,
      lastSerial: serial,
      cancelledBy: t.demo.userIds.admin,
    });
  } else if (state !== S.active) {
    await db.insert(sealStateChanges).values({ accountId: t.demo.accountId, serial, state, reason: 'setup' });
  }
  return { ref: refOf(serial), serial };
}

const FROM_STATES: SealStatus[] = [
  S.active,
  S.expired,
  S.suspect,
  S.fraudulent,
  S.blocked,
  S.stolen,
  S.hiddenStolen,
  S.inactive,
  S.cancelled,
];

describe('sealStateModel.changeSealState', () => {
  it('declares a seal stolen with a reason, recorded with who and when, in its history and the action log', async () => {
    const { ref, serial } = await sealIn(S.active);
    const before = Date.now();
    const result = dataOf(
      changeSealState,
      await admin(changeSealState, { ref: ref.toLowerCase(), state: S.stolen, reason: '  Lost in transit  ' }),
    );
    expect(result).toEqual({ ref, previous: S.active, state: S.stolen });

    const [row] = await changes(serial);
    expect(row).toMatchObject({ state: S.stolen, reason: 'Lost in transit', changedBy: t.demo.userIds.admin });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(dataOf(getSealData, await admin(getSealData, { ref }))).toMatchObject({
      state: S.stolen,
      code: 116,
      lastChange: { state: S.stolen, reason: 'Lost in transit' },
    });
    const history = dataOf(
      getAllRefConsultation,
      await admin(getAllRefConsultation, { ref, date_from: '2020-01-01', act_id }),
    );
    expect(history.current_state).toBe(S.stolen);
    expect(history.history.at(-1)).toMatchObject({
      op: 3,
      state: S.stolen,
      reason: 'Lost in transit',
      changed_by: 'Alice Admin',
    });

    const [logged] = await db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.method, 'sealStateModel.changeSealState'), eq(actionLog.targetId, ref)))
      .orderBy(desc(actionLog.id));
    expect(logged).toMatchObject({
      accountId: t.demo.accountId,
      userId: t.demo.userIds.admin,
      before: { state: S.active },
      after: { state: S.stolen, action: 'declareStolen', reason: 'Lost in transit' },
    });
  });

  describe.each(FROM_STATES.map((from) => [sealStatusName(from), from] as const))('from %s', (_name, from) => {
    const allowed = new Map(transitionsFrom(from).map((transition) => [transition.to, transition]));
    it.each(SETTABLE_SEAL_STATES.map((to) => [sealStatusName(to), to] as const))(
      `to %s: ${allowed.size === 0 ? 'refused (420)' : 'as the table says'}`,
      async (_target, to) => {
        const { ref, serial } = await sealIn(from);
        const rowsBefore = (await changes(serial)).length;
        const response = await admin(changeSealState, { ref, state: to, reason: `to ${to}` });
        if (!allowed.has(to)) {
          expectError(response, ERRORS.sealState.invalidTransition, { from, to });
          expect(await changes(serial)).toHaveLength(rowsBefore);
          return;
        }
        const result = dataOf(changeSealState, response);
        // Back to active on a seal past its validity leaves it expired.
        expect(result).toEqual({ ref, previous: from, state: from === S.expired && to === S.active ? S.expired : to });
        const rows = await changes(serial);
        expect(rows).toHaveLength(rowsBefore + 1);
        expect(rows.at(-1)).toMatchObject({ state: to, reason: `to ${to}`, changedBy: t.demo.userIds.admin });
      },
    );
  });

  it('refuses to change a demonstration or an archived seal (420)', async () => {
    for (const seal of ['demo', 'archived'] as const)
      expectError(
        await admin(changeSealState, { ref: demoSealReference(seal), state: S.blocked, reason: 'try' }),
        ERRORS.sealState.invalidTransition,
      );
  });

  it('unblocks a blocked seal, and refuses to unblock one that is not blocked', async () => {
    const blocked = await sealIn(S.blocked);
    expect(
      dataOf(changeSealState, await admin(changeSealState, { ...blocked, state: S.active, reason: 'ok' })),
    ).toEqual({ ref: blocked.ref, previous: S.blocked, state: S.active });
    expectError(
      await admin(changeSealState, { ref: blocked.ref, state: S.active, reason: 'again' }),
      ERRORS.sealState.invalidTransition,
    );
  });

  it('needs a reason', async () => {
    const { ref, serial } = await sealIn(S.active);
    expect(fieldsOf(await admin(changeSealState, { ref, state: S.blocked } as never))).toEqual([
      'reason validation.required',
    ]);
    expect(fieldsOf(await admin(changeSealState, { ref, state: S.blocked, reason: '   ' }))).toEqual([
      'reason validation.required',
    ]);
    expect(fieldsOf(await admin(changeSealState, { ref, state: S.blocked, reason: 'x'.repeat(501) }))).toEqual([
      'reason validation.tooLong',
    ]);
    expect(await changes(serial)).toHaveLength(0);
  });

  it('refuses states that are computed or not set by hand', async () => {
    const { ref } = await sealIn(S.active);
    for (const state of [S.inactive, S.cancelled, S.expired, S.demo, S.archived, S.contact, 42])
      expect(fieldsOf(await admin(changeSealState, { ref, state, reason: 'no' } as never))).toEqual([
        'state validation.choice',
      ]);
  });

  describe('rights', () => {
    it('lets a holder of secu.history block and mark suspect, not declare stolen nor recover a stolen seal', async () => {
      const staff = caller(t, await t.login('user@demo.test'));
      const active = await sealIn(S.active);
      expect((await staff(changeSealState, { ...active, state: S.suspect, reason: 'odd' })).json()).toMatchObject({
        code: 0,
      });
      for (const state of [S.stolen, S.hiddenStolen]) {
        const seal = await sealIn(S.active);
        expectError(await staff(changeSealState, { ...seal, state, reason: 'gone' }), ERRORS.common.forbidden);
        expect(await changes(seal.serial)).toHaveLength(0);
      }
      const stolen = await sealIn(S.stolen);
      expectError(
        await staff(changeSealState, { ...stolen, state: S.active, reason: 'found' }),
        ERRORS.common.forbidden,
      );
    });

    it('needs secu.history even with secu.declare_stolen', async () => {
      const only = caller(t, await cookieWithRights(t, ['secu.declare_stolen']));
      const seal = await sealIn(S.active);
      expectError(await only(changeSealState, { ...seal, state: S.stolen, reason: 'gone' }), ERRORS.common.forbidden);
    });

    it('acts on a sub-entity seal only with orga.master_security', async () => {
      const sub = await activatedReel(db, t.demo, { size: 1, entityId: t.demo.subEntityId });
      const ref = refOf(sub.firstSerial);
      const plain = caller(t, await cookieWithRights(t, ['secu.history']));
      expectError(
        await plain(changeSealState, { ref, state: S.blocked, reason: 'inquiry' }),
        ERRORS.consultation.invalidReference,
      );
      const master = caller(t, await cookieWithRights(t, ['secu.history', 'orga.master_security']));
      expect((await master(changeSealState, { ref, state: S.blocked, reason: 'inquiry' })).json()).toMatchObject({
        code: 0,
      });
    });
  });

  it('answers 100 alike for a reference never issued, mistyped or of another account, and writes nothing', async () => {
    const logged = (await logEntries()).length;
    const foreign = demoSealReference('activeWithThresholds', 1);
    for (const ref of [refOf(555_555_555), 'ABCD-EFGH-JKMN', foreign]) {
      const response = await admin(changeSealState, { ref, state: S.blocked, reason: 'mine?' });
      expectError(response, ERRORS.consultation.invalidReference);
      expect(response.json()).toEqual({ code: 100, key: 'consultation.invalidReference' });
    }
    expect(await db.select().from(sealStateChanges).where(eq(sealStateChanges.reason, 'mine?'))).toEqual([]);
    expect(await logEntries()).toHaveLength(logged);
  });

  it('lets only one of two simultaneous identical changes through', async () => {
    const { ref, serial } = await sealIn(S.active);
    const other = caller(t, await t.login('admin@demo.test'));
    const responses = await Promise.all([
      admin(changeSealState, { ref, state: S.blocked, reason: 'first' }),
      other(changeSealState, { ref, state: S.blocked, reason: 'second' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await changes(serial)).toHaveLength(1);
  });
});
