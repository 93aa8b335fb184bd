import { describe, expect, it } from 'vitest';
import { ERRORS, SEAL_STATUS, sealHistory } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { caller, cookieWithRights, dataOf, expectError } from '../../../test/calls';
import { sealConsultationCounts } from '../../db/schema';
import { DEMO_DAYS_AGO } from '../../db/seed/demo-timeline';
import { demoSealReference, type DemoSeal } from '../../db/seed/seals';
import { activatedReel, activationDate, refOf } from './test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const { getSealData } = sealHistory;
const sealData = async (ref: string, extra: { lang?: 'en' | 'fr' | 'zh'; act_id?: string } = {}) =>
  dataOf(getSealData, await admin(getSealData, { ref, ...extra }));
const DAY_MS = 86_400_000;

/** What an unknown reference answers: nothing but its code and what was typed. */
const unknownAnswer = (ref: string) => ({
  status: 'ERROR',
  code: ERRORS.consultation.invalidReference.code,
  key: 'consultation.invalidReference',
  ref,
  reel: null,
  state: null,
  lastChange: null,
  activation: null,
  validUntil: null,
  viewCount: 0,
});

describe('privateConsultationModel.getSealData', () => {
  it('answers a valid seal with its reel, product, activation, validity and view count', async () => {
    const ref = demoSealReference('activeWithThresholds');
    const data = await sealData(ref.toLowerCase().replaceAll('-', ' '));
    expect(data).toMatchObject({
      status: 'OK',
      code: 0,
      key: 'consultation.valid',
      ref,
      reel: demoSealReference('activeWithThresholds'),
      state: SEAL_STATUS.active,
      lastChange: null,
      activation: {
        product: { title: 'Dark chocolate 70%', gtin: '4006381333931', sku: 'DEMO-CHOC-70' },
        activatedBy: 'Alice Admin',
      },
      viewCount: 2,
    });
    expect(data.activation!.product.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    const activated = Date.parse(data.activation!.date);
    expect(Date.now() - activated).toBeGreaterThan((DEMO_DAYS_AGO.chocolateActivated - 1) * DAY_MS);
    // The chocolate is valid two years.
    expect((Date.parse(data.validUntil!) - activated) / DAY_MS).toBe(730);
  });

  it('gives the product title in the language asked for', async () => {
    const ref = demoSealReference('activeWithThresholds');
    expect((await sealData(ref, { lang: 'fr' })).activation!.product.title).toBe('Chocolat noir 70 %');
    expect((await sealData(ref, { lang: 'zh' })).activation!.product.title).toBe('70% 黑巧克力');
  });

  const CODES: [DemoSeal, number, number, 'OK' | 'ERROR'][] = [
    ['inactive', SEAL_STATUS.inactive, 102, 'ERROR'],
    ['archived', SEAL_STATUS.archived, 102, 'ERROR'],
    ['cancelled', SEAL_STATUS.cancelled, 113, 'ERROR'],
    ['blocked', SEAL_STATUS.blocked, 30, 'ERROR'],
    ['expired', SEAL_STATUS.expired, 110, 'ERROR'],
    ['suspect', SEAL_STATUS.suspect, 114, 'ERROR'],
    ['fraudulent', SEAL_STATUS.fraudulent, 115, 'ERROR'],
    ['stolen', SEAL_STATUS.stolen, 116, 'ERROR'],
    ['hiddenStolen', SEAL_STATUS.hiddenStolen, 117, 'ERROR'],
    ['demo', SEAL_STATUS.demo, 0, 'OK'],
    ['activeWithoutThresholds', SEAL_STATUS.active, 0, 'OK'],
  ];
  it.each(CODES)('answers the %s demo seal with state %s and code %s (%s)', async (seal, state, code, status) => {
    const data = await sealData(demoSealReference(seal));
    expect(data).toMatchObject({ state, code, status, ref: demoSealReference(seal) });
    expect(data.reel).toMatch(/^Z[0-9A-Z]{3}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it('answers a seal never activated with its reel and state, without activation (102)', async () => {
    const data = await sealData(demoSealReference('inactive'));
    expect(data).toMatchObject({ activation: null, validUntil: null, viewCount: 0, lastChange: null });
  });

  it('counts the consultations that made the suspect and fraudulent seals what they are', async () => {
    expect(await sealData(demoSealReference('suspect'))).toMatchObject({
      viewCount: 5,
      lastChange: { state: SEAL_STATUS.suspect, reason: 'Suspect threshold reached (5 consultations)' },
    });
    expect(await sealData(demoSealReference('fraudulent'))).toMatchObject({
      viewCount: 10,
      lastChange: { state: SEAL_STATUS.fraudulent },
    });
  });

  it('answers a cancelled seal with its activation and the cancellation as its last change (113)', async () => {
    const data = await sealData(demoSealReference('cancelled'));
    expect(data).toMatchObject({
      key: 'consultation.cancelled',
      activation: { product: { title: 'Dark chocolate 70%' } },
      lastChange: { state: SEAL_STATUS.cancelled, reason: 'Damaged labels' },
    });
  });

  it('answers expired (110) once the product validity has run out, valid the day before', async () => {
    const reel = await activatedReel(t.database.db, t.demo, { size: 2, validityDays: 10, daysAgo: 11 });
    const fresh = await activatedReel(t.database.db, t.demo, { size: 2, validityDays: 10, daysAgo: 9 });
    expect(await sealData(refOf(reel.firstSerial))).toMatchObject({ state: SEAL_STATUS.expired, code: 110 });
    const valid = await sealData(refOf(fresh.firstSerial));
    expect(valid).toMatchObject({ state: SEAL_STATUS.active, code: 0 });
    const activated = await activationDate(t.database.db, fresh.activationId);
    expect(Date.parse(valid.validUntil!)).toBe(activated.getTime() + 10 * DAY_MS);
  });

  it('reads the view count from the seal counter the consultation page keeps', async () => {
    const reel = await activatedReel(t.database.db, t.demo, { size: 1 });
    await t.database.db
      .insert(sealConsultationCounts)
      .values({ accountId: t.demo.accountId, serial: reel.firstSerial, consultations: 42 });
    expect((await sealData(refOf(reel.firstSerial))).viewCount).toBe(42);
  });

  it('answers 101 without a reference and 100 for what is not a seal of the account', async () => {
    expect(dataOf(getSealData, await admin(getSealData, {}))).toMatchObject({ status: 'ERROR', code: 101, ref: '' });
    expect(await sealData('   ')).toMatchObject({ status: 'ERROR', code: 101 });
    expect(await sealData('not a seal')).toEqual(unknownAnswer('NOT A SEAL'));
    // A wrong check character, a reference never issued, another account's seal: the same answer.
    const typo = demoSealReference('activeWithThresholds').slice(0, -1) + '0';
    for (const ref of [typo, refOf(123_456_789), demoSealReference('activeWithThresholds', 1)])
      expect(await sealData(ref)).toEqual(unknownAnswer(ref));
  });

  it('answers a seal of a sub-entity only with orga.master_security', async () => {
    const reel = await activatedReel(t.database.db, t.demo, { size: 1, entityId: t.demo.subEntityId });
    const ref = refOf(reel.firstSerial);
    const plain = caller(t, await cookieWithRights(t, ['secu.history']));
    const master = caller(t, await cookieWithRights(t, ['secu.history', 'orga.master_security']));
    expect(dataOf(getSealData, await plain(getSealData, { ref }))).toEqual(unknownAnswer(ref));
    expect(dataOf(getSealData, await master(getSealData, { ref }))).toMatchObject({ status: 'OK', ref });
  });

  it("takes the caller's own account as act_id, and answers notFound for any other", async () => {
    const ref = demoSealReference('activeWithThresholds');
    expect(await sealData(ref, { act_id: t.demo.accountId })).toMatchObject({ status: 'OK' });
    expect(await sealData(ref, { act_id: '' })).toMatchObject({ status: 'OK' });
    expectError(await admin(getSealData, { ref, act_id: t.other.accountId }), ERRORS.common.notFound);
  });

  it('needs secu.history', async () => {
    const guest = caller(t, await t.login('guest@demo.test'));
    expectError(await guest(getSealData, { ref: demoSealReference('stolen') }), ERRORS.common.forbidden);
    const staff = caller(t, await t.login('user@demo.test'));
    expect((await staff(getSealData, { ref: demoSealReference('stolen') })).json()).toMatchObject({ code: 0 });
  });

  it('writes nothing: a private look is no consultation', async () => {
    const before = await t.database.db.select().from(sealConsultationCounts);
    await sealData(demoSealReference('activeWithThresholds'));
    expect(await t.database.db.select().from(sealConsultationCounts)).toEqual(before);
  });
});
