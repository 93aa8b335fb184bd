import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, SEAL_STATUS, sealHistory, type InputOf } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { caller, dataOf, expectError } from '../../../test/calls';
import { consumerForms, media, sealConsultations, sealStateChanges } from '../../db/schema';
import { demoSealReference, demoSealSerial, type DemoSeal } from '../../db/seed/seals';
import { activatedReel, activationDate, refOf } from './test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const { getAllRefConsultation } = sealHistory;
type Input = InputOf<typeof getAllRefConsultation>;
const act_id = t.demo.accountId;
/** Far enough back to hold every demo event (the expired perfume was activated in 2019). */
const SINCE = '2019-01-01';

const history = async (ref: string, extra: Partial<Input> = {}) =>
  dataOf(getAllRefConsultation, await admin(getAllRefConsultation, { ref, date_from: SINCE, act_id, ...extra }));
const demoHistory = (seal: DemoSeal, extra: Partial<Input> = {}) => history(demoSealReference(seal), extra);
const day = (date: string) => date.slice(0, 10);

describe('privateConsultationModel.getAllRefConsultation', () => {
  it('merges activation (0), consultations (1), errors (2) and forms (4) of an active seal in time order', async () => {
    const data = await demoHistory('activeWithThresholds');
    expect(data.ref).toBe(demoSealReference('activeWithThresholds'));
    expect(data.history.map((entry) => entry.op)).toEqual([0, 1, 2, 1, 4]);
    expect(data.list_consult).toEqual([
      { date: expect.any(String), country: 'FR', lang: 'fr', outcome: 0 },
      { date: expect.any(String), country: 'CN', lang: 'zh', outcome: 0 },
    ]);
    expect(data.list_error).toEqual([{ date: expect.any(String), error_type: 108, country: 'FR' }]);
    expect(data.list_form).toEqual([
      {
        date: expect.any(String),
        location: '{"Latitude":31.2304,"Longitude":121.4737}',
        img: null,
        kind: 'feedback',
        request_type: 'comment',
      },
    ]);
    expect(JSON.parse(data.list_form[0]!.location!)).toEqual({ Latitude: 31.2304, Longitude: 121.4737 });
    expect(data.history[0]).toMatchObject({
      op: 0,
      product_title: 'Dark chocolate 70%',
      activated_by: 'Alice Admin',
    });
    const dates = data.history.map((entry) => Date.parse('date' in entry ? entry.date : entry.state_change_date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });

  it('answers an active seal without any state change: an empty state list and current state 1', async () => {
    const data = await demoHistory('activeWithThresholds');
    expect(data.list_state).toEqual([]);
    expect(data.current_state).toBe(SEAL_STATUS.active);
    expect(data).toMatchObject({ nb_consult: 2, nb_consult_total: 2 });
  });

  it('counts nb_consult between the dates and nb_consult_total over the whole life of the seal', async () => {
    const all = await demoHistory('activeWithThresholds');
    const second = all.list_consult[1]!.date;
    const later = await demoHistory('activeWithThresholds', { date_from: second });
    expect(later).toMatchObject({ nb_consult: 1, nb_consult_total: 2, list_error: [] });
    // The activation is before the window: not in the history.
    expect(later.history.map((entry) => entry.op)).toEqual([1, 4]);
    const first = await demoHistory('activeWithThresholds', { date_to: day(all.list_error[0]!.date) });
    expect(first).toMatchObject({ nb_consult: 1, nb_consult_total: 2, list_form: [] });
    expect(first.history.map((entry) => entry.op)).toEqual([0, 1, 2]);
  });

  it('takes a day bound as the whole day and an instant as exact', async () => {
    const all = await demoHistory('activeWithThresholds');
    const consulted = all.list_consult[0]!.date;
    const onThatDay = await demoHistory('activeWithThresholds', { date_from: day(consulted), date_to: day(consulted) });
    expect(onThatDay.list_consult.map((item) => item.date)).toEqual([consulted]);
    const exact = await demoHistory('activeWithThresholds', { date_from: consulted, date_to: consulted });
    expect(exact.nb_consult).toBe(1);
    const justAfter = new Date(Date.parse(consulted) + 1).toISOString();
    expect((await demoHistory('activeWithThresholds', { date_from: justAfter, date_to: justAfter })).nb_consult).toBe(
      0,
    );
    const withOffset = consulted.replace('Z', '+00:00');
    expect((await demoHistory('activeWithThresholds', { date_from: withOffset })).nb_consult).toBe(2);
  });

  it('shows the suspect seal reaching its threshold: 5 consultations, then the state change (3)', async () => {
    const data = await demoHistory('suspect');
    expect(data.history.map((entry) => entry.op)).toEqual([0, 1, 1, 1, 1, 1, 3]);
    expect(data).toMatchObject({ nb_consult: 5, nb_consult_total: 5, current_state: SEAL_STATUS.suspect });
    expect(data.list_state).toEqual([
      {
        state: SEAL_STATUS.suspect,
        state_change_date: expect.any(String),
        reason: 'Suspect threshold reached (5 consultations)',
        changed_by: null,
      },
    ]);
  });

  it('shows the fraudulent seal: suspect at 5 consultations, fraudulent at 10, then a contact form', async () => {
    const data = await demoHistory('fraudulent');
    expect(data.history.map((entry) => entry.op)).toEqual([0, 1, 1, 1, 1, 1, 3, 1, 2, 1, 1, 1, 1, 3, 4]);
    expect(data.list_state.map((item) => item.state)).toEqual([SEAL_STATUS.suspect, SEAL_STATUS.fraudulent]);
    expect(data.list_error.map((item) => item.error_type)).toEqual([107]);
    expect(data).toMatchObject({ nb_consult: 10, nb_consult_total: 10, current_state: SEAL_STATUS.fraudulent });
  });

  it('names who declared a seal stolen and why, and what the consumer was answered since', async () => {
    const data = await demoHistory('stolen');
    expect(data.list_state).toEqual([
      {
        state: SEAL_STATUS.stolen,
        state_change_date: expect.any(String),
        reason: 'Stolen from the warehouse',
        changed_by: 'Alice Admin',
      },
    ]);
    expect(data.list_consult.map((item) => item.outcome)).toEqual([0, 116]);
    expect(data.history.map((entry) => entry.op)).toEqual([0, 1, 3, 1, 4]);
    expect(data.current_state).toBe(SEAL_STATUS.stolen);
  });

  it('lists the cancellation of a cancelled seal as its last state change (3)', async () => {
    const data = await demoHistory('cancelled');
    expect(data.current_state).toBe(SEAL_STATUS.cancelled);
    expect(data.list_state).toEqual([
      {
        state: SEAL_STATUS.cancelled,
        state_change_date: expect.any(String),
        reason: 'Damaged labels',
        changed_by: 'Alice Admin',
      },
    ]);
    expect(data.history.map((entry) => entry.op)).toEqual([0, 1, 3, 1]);
  });

  it('answers an expired seal with state 5 and counts its consultations answered 110', async () => {
    const data = await demoHistory('expired');
    expect(data).toMatchObject({ current_state: SEAL_STATUS.expired, nb_consult: 2, list_state: [] });
    expect(data.list_consult.map((item) => [day(item.date), item.outcome])).toEqual([
      ['2019-06-15', 0],
      ['2021-05-02', 110],
    ]);
  });

  it('answers the hidden stolen, blocked and demonstration seals with their states', async () => {
    expect(await demoHistory('hiddenStolen')).toMatchObject({
      current_state: SEAL_STATUS.hiddenStolen,
      list_consult: [{ outcome: 117 }],
    });
    expect(await demoHistory('blocked')).toMatchObject({
      current_state: SEAL_STATUS.blocked,
      nb_consult: 0,
      list_error: [{ error_type: 30 }],
    });
    expect((await demoHistory('demo')).current_state).toBe(SEAL_STATUS.demo);
  });

  it("gives the address of a form's picture and no location without the consumer's position", async () => {
    const reel = await activatedReel(t.database.db, t.demo, { size: 1 });
    const [picture] = await t.database.db
      .insert(media)
      .values({
        accountId: t.demo.accountId,
        name: 'Consumer picture',
        type: 'png',
        contentType: 'image/png',
        size: 1,
        content: Buffer.from([0]),
      })
      .returning({ id: media.id });
    await t.database.db.insert(consumerForms).values({
      accountId: t.demo.accountId,
      entityId: t.demo.entityId,
      serial: reel.firstSerial,
      reference: refOf(reel.firstSerial),
      kind: 'contact',
      requestType: 'differentImage',
      imageId: picture!.id,
    });
    const data = await history(refOf(reel.firstSerial));
    expect(data.list_form).toEqual([
      {
        date: expect.any(String),
        location: null,
        img: `/api/media/${picture!.id}`,
        kind: 'contact',
        request_type: 'differentImage',
      },
    ]);
    const activated = await activationDate(t.database.db, reel.activationId);
    expect(data.history[0]).toMatchObject({ op: 0, date: activated.toISOString() });
  });

  it('ignores the consultations and changes of another account recorded under the same serial', async () => {
    const serial = demoSealSerial('activeWithThresholds');
    await t.database.db.insert(sealConsultations).values({
      accountId: t.other.accountId,
      serial,
      reference: 'OTHER',
      outcome: 0,
      ip: '192.0.2.1',
    });
    await t.database.db
      .insert(sealStateChanges)
      .values({ accountId: t.other.accountId, serial, state: SEAL_STATUS.blocked, reason: 'not yours' });
    const data = await demoHistory('activeWithThresholds');
    expect(data).toMatchObject({ nb_consult: 2, list_state: [], current_state: SEAL_STATUS.active });
    await t.database.db.delete(sealStateChanges).where(eq(sealStateChanges.reason, 'not yours'));
  });

  describe('refusals', () => {
    const ref = demoSealReference('activeWithThresholds');
    it.each([
      [{ date_from: SINCE, act_id }, ['ref']],
      [{ ref: '  ', date_from: SINCE, act_id }, ['ref']],
      [{ ref, act_id }, ['date_from']],
      [{ ref, date_from: '', act_id }, ['date_from']],
      [{ ref, date_from: SINCE }, ['act_id']],
      [{ ref, date_from: SINCE, act_id: '' }, ['act_id']],
      [{}, ['ref', 'date_from', 'act_id']],
    ] as [Input, string[]][])('answers missing information for %j', async (input, fields) => {
      expectError(await admin(getAllRefConsultation, input), ERRORS.common.missingFields, { fields });
    });

    it('answers 102 for a seal never activated, on a live or an archived reel', async () => {
      for (const seal of ['inactive', 'archived'] as const)
        expectError(
          await admin(getAllRefConsultation, { ref: demoSealReference(seal), date_from: SINCE, act_id }),
          ERRORS.consultation.notActivated,
        );
    });

    it('answers 100 alike for a reference never issued, mistyped or of another account', async () => {
      for (const other of [refOf(987_654_321), 'ZZZZ-ZZZZ-ZZZZ', demoSealReference('activeWithThresholds', 1)]) {
        const response = await admin(getAllRefConsultation, { ref: other, date_from: SINCE, act_id });
        expectError(response, ERRORS.consultation.invalidReference);
        expect(response.json()).toEqual({ code: 100, key: 'consultation.invalidReference' });
      }
    });

    it('answers notFound for the act_id of another account', async () => {
      expectError(
        await admin(getAllRefConsultation, { ref, date_from: SINCE, act_id: t.other.accountId }),
        ERRORS.common.notFound,
      );
    });

    it('refuses dates that are neither a day nor an instant', async () => {
      const response = await admin(getAllRefConsultation, { ref, date_from: 'yesterday', act_id });
      expectError(response, ERRORS.common.validation);
    });

    it('needs secu.history', async () => {
      const guest = caller(t, await t.login('guest@demo.test'));
      expectError(await guest(getAllRefConsultation, { ref, date_from: SINCE, act_id }), ERRORS.common.forbidden);
    });
  });
});
