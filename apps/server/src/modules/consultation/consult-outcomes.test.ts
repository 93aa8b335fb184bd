import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, SEAL_STATUS } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { companySettings } from '../../db/schema';
import { consultationReference, consultationSerial, type ConsultationSeal } from '../../db/seed/consultation';
import { encodeReference } from '../seals/reference-codec';
import { KEY_0 } from '../seals/test-keys';
import { CONSULTATION_JOBS } from './consultation-jobs';
import { readToken, type FormTokenData } from './public-token';
import { asResult, consultAs, countOf, jobsFor, NO_THROTTLE, PHONE, recordedFor } from './test-support';

const t = await useTestApp(NO_THROTTLE);
const C = ERRORS.consultation;

const consultSeal = async (seal: ConsultationSeal, block = 0) =>
  asResult((await consultAs(t, { ref: consultationReference(seal, block), lang: 'en' })).answer);

/** The one row the last consultation of `seal` recorded. */
const lastRow = async (seal: ConsultationSeal, block = 0) =>
  (await recordedFor(t, consultationSerial(seal, block))).at(-1)!;

describe('POST /api/consultation: what a consumer is answered, on the demo seals', () => {
  it('0: a valid seal shows its product, its public dynamic data, the contacts and a feedback form', async () => {
    const answer = await consultSeal('valid');
    expect(answer).toMatchObject({ code: 0, key: C.valid.key, ref: consultationReference('valid'), demo: false });
    expect(answer.product).toMatchObject({
      title: 'Green tea 100 g',
      description: 'Loose leaf tea, 100 g.',
      brand: 'Demo Tea',
      productPageUrl: 'https://shop.demo-company.test/green-tea',
      // Harvest is public; the lot number is not.
      data: [{ label: 'Harvest', value: 'Spring 2026' }],
    });
    expect(answer.product!.imageUrl).toMatch(/^\/api\/public\/product-image\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    expect(new Date(answer.product!.validUntil!).getTime()).toBeGreaterThan(Date.now());
    expect(answer.contact).toEqual({
      company: 'Demo Company',
      email: 'support@demo-company.test',
      url: 'https://support.demo-company.test',
      serviceEmail: null,
    });
    const form = readToken<FormTokenData>(t.config.serverSecret, 'form', answer.form!.token, new Date());
    expect(answer.form!.kind).toBe('feedback');
    expect(form).toMatchObject({
      kind: 'feedback',
      accountId: t.demo.accountId,
      entityId: t.demo.entityId,
      serial: consultationSerial('valid'),
      reference: answer.ref,
    });
  });

  it('records the consultation once, with the owner, the product, the IP, its country, language and user agent', async () => {
    const serial = consultationSerial('valid');
    const before = await countOf(t, serial);
    const long = 'x'.repeat(2000);
    await t.app.inject({
      method: 'POST',
      url: '/api/consultation',
      payload: { ref: consultationReference('valid').toLowerCase().replaceAll('-', '') },
      remoteAddress: PHONE.ip,
      headers: { 'user-agent': long, 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    const row = await lastRow('valid');
    expect(row).toMatchObject({
      account_id: t.demo.accountId,
      entity_id: t.demo.entityId,
      serial: String(serial),
      // The printed form of what was typed.
      reference: consultationReference('valid'),
      outcome: 0,
      ip: PHONE.ip,
      country: 'FR',
      language: 'zh',
      embedding_site: null,
    });
    expect(row.product_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((row.user_agent as string).length).toBe(300);
    expect(await countOf(t, serial)).toBe(before + 1);
  });

  it('titles the product in the language asked, else in its default language', async () => {
    const french = asResult((await consultAs(t, { ref: consultationReference('valid'), lang: 'fr' })).answer);
    expect(french.product!.title).toBe('Thé vert 100 g');
  });

  it('0 as a demonstration: a demo seal answers valid, flagged demo', async () => {
    const answer = await consultSeal('demo');
    expect(answer).toMatchObject({ code: 0, demo: true, form: { kind: 'feedback' } });
    expect(answer.product!.title).toBe('Green tea 100 g');
  });

  it('117: a hidden stolen seal answers exactly like a valid one, is recorded 117 and alerts its owner', async () => {
    const serial = consultationSerial('hiddenStolen');
    const answer = await consultSeal('hiddenStolen');
    const valid = await consultSeal('valid');
    const shape = (result: typeof answer) => ({
      ...result,
      ref: null,
      form: result.form?.kind,
      product: Object.keys(result.product!),
      again: typeof result.again,
    });
    expect(shape(answer)).toEqual(shape(valid));
    expect(answer.code).toBe(0);
    const row = await lastRow('hiddenStolen');
    expect(row.outcome).toBe(C.stolenHidden.code);
    expect(await jobsFor(t, CONSULTATION_JOBS.hiddenStolen, serial)).toEqual([
      {
        accountId: t.demo.accountId,
        entityId: t.demo.entityId,
        serial,
        reference: consultationReference('hiddenStolen'),
        state: SEAL_STATUS.hiddenStolen,
        productId: row.product_id,
      },
    ]);
  });

  it.each([
    ['blocked', C.blocked],
    ['stolen', C.stolen],
    ['suspect', C.suspect],
    ['fraudulent', C.fraudulent],
    ['cancelled', C.cancelled],
    ['expired', C.expired],
  ] as const)('%s: answers its code, no product, the contacts and a contact form', async (seal, error) => {
    const answer = await consultSeal(seal);
    expect(answer).toMatchObject({ code: error.code, key: error.key, product: null, form: { kind: 'contact' } });
    expect(answer.contact!.email).toBe('support@demo-company.test');
    expect((await lastRow(seal)).outcome).toBe(error.code);
  });

  it('102: a seal not activated offers the contact form and the company redirect URL for inactive references', async () => {
    await t.database.db
      .update(companySettings)
      .set({ inactiveRedirectUrl: 'https://demo-company.test/not-yet' })
      .where(eq(companySettings.accountId, t.demo.accountId));
    const answer = await consultSeal('notActivated');
    expect(answer).toMatchObject({
      code: C.notActivated.code,
      product: null,
      form: { kind: 'contact' },
      redirectUrl: 'https://demo-company.test/not-yet',
    });
    const form = readToken<FormTokenData>(t.config.serverSecret, 'form', answer.form!.token, new Date());
    expect(form).toMatchObject({ kind: 'contact', productId: null, serial: consultationSerial('notActivated') });
    // Errors do not count towards the thresholds.
    expect(await countOf(t, consultationSerial('notActivated'))).toBe(0);
  });

  it('104: a seal activated on a product archived since', async () => {
    const answer = await consultSeal('invalidProduct');
    expect(answer).toMatchObject({ code: C.invalidProduct.code, product: null, form: null });
    expect((await lastRow('invalidProduct')).outcome).toBe(C.invalidProduct.code);
  });

  it('100: what cannot be a reference, and a reference no seal has, recorded as typed with no owner', async () => {
    for (const ref of ['not a reference', encodeReference(123_456, KEY_0)]) {
      const answer = asResult((await consultAs(t, { ref })).answer);
      expect(answer).toMatchObject({ code: C.invalidReference.code, product: null, contact: null, form: null });
    }
    // No owner: recorded among the unmatched consultations, none among the seals' ones.
    const { rows } = await t.database.executeSql(
      `select reference from unmatched_consultations where outcome = 100 order by id desc limit 2`,
    );
    expect(rows).toEqual([{ reference: encodeReference(123_456, KEY_0) }, { reference: 'not a reference' }]);
    const { rows: ofSeals } = await t.database.executeSql(
      `select count(*)::int as n from seal_consultations where outcome = 100`,
    );
    expect(ofSeals).toEqual([{ n: 0 }]);
  });

  it('101: no reference', async () => {
    for (const input of [{}, { ref: '   ' }]) {
      expect(asResult((await consultAs(t, input)).answer)).toMatchObject({ code: C.missingReference.code, ref: '' });
    }
  });

  it('finds the seals of every account without a session: the other company is recorded as theirs', async () => {
    const answer = await consultSeal('valid', 1);
    expect(answer).toMatchObject({ code: 0, contact: { company: 'Other Company' } });
    expect((await lastRow('valid', 1)).account_id).toBe(t.other.accountId);
  });

  it('refuses a malformed body with the validation error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/consultation', payload: { ref: 'x'.repeat(41) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERRORS.common.validation.code });
  });
});

describe('what a consultation stores of what it is sent', () => {
  it('keeps text PostgreSQL can store: no NUL, no half of a character cut at the limit', async () => {
    const userAgent = `${'a'.repeat(299)}😀 and more\u0000`;
    await t.app.inject({
      method: 'POST',
      url: '/api/consultation',
      payload: { ref: consultationReference('valid') },
      remoteAddress: PHONE.ip,
      headers: { 'user-agent': userAgent },
    });
    const row = await lastRow('valid');
    expect(row.user_agent).toBe(`${'a'.repeat(299)}\ufffd`);
  });
});
