import { describe, expect, it } from 'vitest';
import { ERRORS, sealHistory } from '@seal/shared';
import { PUBLIC_API } from '@seal/shared/contract/consultation';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { dataOf, expectError, fieldsOf } from '../../../test/calls';
import { FORM_RECEIVED_QUEUE } from './consumer-forms-jobs';
import { FORM_RATE_LIMITS } from './consumer-forms.routes';
import { addresses, fieldsFor, formsOf, formToken, postForm, sealWithForm } from './test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const nextIp = addresses(70);

describe(`POST ${PUBLIC_API.form}`, () => {
  it('stores a form sent with a solved challenge, in the seal history as op 4, and queues its notice', async () => {
    const seal = await sealWithForm(t, 'feedback');
    const ip = nextIp();
    const response = await postForm(
      t,
      ip,
      await fieldsFor(t, seal.token, {
        email: 'consumer@example.com',
        comment: '  Looks genuine.  ',
        country: 'FR',
        language: 'fr',
        requestType: 'comment',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');

    const [row, ...more] = await formsOf(t, seal.serial);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      accountId: t.demo.accountId,
      entityId: seal.entityId,
      reference: seal.reference,
      productId: seal.productId,
      kind: 'feedback',
      requestType: 'comment',
      email: 'consumer@example.com',
      comment: 'Looks genuine.',
      country: 'FR',
      language: 'fr',
      latitude: null,
      longitude: null,
      imageId: null,
      ip,
    });

    const history = dataOf(
      sealHistory.getAllRefConsultation,
      await admin(sealHistory.getAllRefConsultation, {
        ref: seal.reference,
        date_from: '2020-01-01',
        act_id: t.demo.accountId,
      }),
    );
    expect(history.list_form).toEqual([
      { date: row!.createdAt.toISOString(), location: null, img: null, kind: 'feedback', request_type: 'comment' },
    ]);
    expect(history.history.map((entry) => entry.op)).toEqual([0, 4]);

    const { rows: jobs } = await t.database.executeSql(`select data from pgboss.job where name = $1`, [
      FORM_RECEIVED_QUEUE,
    ]);
    expect(jobs.map((job) => job.data)).toContainEqual({
      accountId: t.demo.accountId,
      entityId: seal.entityId,
      formId: row!.id,
      serial: seal.serial,
      reference: seal.reference,
      kind: 'feedback',
    });
  });

  it('takes the kind from the token: a contact form of a seal not activated has no product', async () => {
    const seal = await sealWithForm(t, 'contact');
    const token = formToken(t, { ...seal, productId: null });
    expect((await postForm(t, nextIp(), await fieldsFor(t, token))).json()).toEqual({ ok: true });
    expect(await formsOf(t, seal.serial)).toMatchObject([
      { kind: 'contact', productId: null, requestType: 'question' },
    ]);
  });

  describe('the form token', () => {
    it('refuses a token that is not one (111), and nothing is stored', async () => {
      const seal = await sealWithForm(t);
      const [body, mac] = seal.token.split('.');
      const forged = `${Buffer.from(JSON.stringify({ x: 9_999_999_999, d: { ...seal, accountId: t.other.accountId } })).toString('base64url')}.${mac}`;
      for (const token of ['garbage', `${body}.${'A'.repeat(43)}`, forged])
        expectError(await postForm(t, nextIp(), await fieldsFor(t, token)), ERRORS.consultation.invalidSession);
      expect(await formsOf(t, seal.serial)).toEqual([]);
    });

    it('refuses a token expired (111): a form is sent within 2 hours of its consultation', async () => {
      const seal = await sealWithForm(t);
      const token = formToken(t, seal, new Date(Date.now() - 2 * 3_600_000 - 60_000));
      expectError(await postForm(t, nextIp(), await fieldsFor(t, token)), ERRORS.consultation.invalidSession);
    });
  });

  describe('the position', () => {
    const position = { latitude: '48.8566', longitude: '2.3522' };

    it('is kept with the consumer’s consent', async () => {
      const seal = await sealWithForm(t);
      await postForm(t, nextIp(), await fieldsFor(t, seal.token, { ...position, consent: 'yes' }));
      expect(await formsOf(t, seal.serial)).toMatchObject([{ latitude: 48.8566, longitude: 2.3522 }]);
    });

    it('is dropped without it', async () => {
      const seal = await sealWithForm(t);
      expect((await postForm(t, nextIp(), await fieldsFor(t, seal.token, position))).json()).toEqual({ ok: true });
      expect(await formsOf(t, seal.serial)).toMatchObject([{ latitude: null, longitude: null }]);
    });

    it('needs both coordinates, each within its range', async () => {
      const seal = await sealWithForm(t);
      const half = await postForm(t, nextIp(), await fieldsFor(t, seal.token, { latitude: '48.8566', consent: 'yes' }));
      expect(fieldsOf(half)).toEqual(['longitude validation.required']);
      // An empty field is no coordinate (never 0, a point in the Gulf of Guinea).
      const empty = await postForm(
        t,
        nextIp(),
        await fieldsFor(t, seal.token, { latitude: '48.8566', longitude: ' ', consent: 'yes' }),
      );
      expect(fieldsOf(empty)).toEqual(['longitude validation.required']);
      const off = await postForm(
        t,
        nextIp(),
        await fieldsFor(t, seal.token, { latitude: '91', longitude: '2', consent: 'yes' }),
      );
      expect(fieldsOf(off)).toEqual([expect.stringMatching(/^latitude validation\./)]);
      expect(await formsOf(t, seal.serial)).toEqual([]);
    });
  });

  describe('the fields', () => {
    it('needs a request type of the list', async () => {
      const seal = await sealWithForm(t);
      const { requestType: _type, ...without } = await fieldsFor(t, seal.token);
      expect(fieldsOf(await postForm(t, nextIp(), without))).toEqual(['requestType validation.choice']);
      expect(fieldsOf(await postForm(t, nextIp(), { ...without, requestType: 'complaint' }))).toEqual([
        'requestType validation.choice',
      ]);
    });

    it('bounds each field: a comment of 1001 characters, an e-mail that is not one, a country not a code', async () => {
      const seal = await sealWithForm(t);
      const response = await postForm(
        t,
        nextIp(),
        await fieldsFor(t, seal.token, { comment: 'x'.repeat(1001), email: 'not-an-address', country: 'France' }),
      );
      expect(fieldsOf(response).sort()).toEqual([
        'comment validation.tooLong',
        expect.stringMatching(/^country validation\./),
        expect.stringMatching(/^email validation\./),
      ]);
      const cut = await postForm(t, nextIp(), await fieldsFor(t, seal.token, { comment: '字'.repeat(6000) }));
      expect(fieldsOf(cut)).toEqual(['comment validation.tooLong']);
      expect(await formsOf(t, seal.serial)).toEqual([]);
    });

    it('refuses a text the database cannot store, naming its field', async () => {
      const seal = await sealWithForm(t);
      const response = await postForm(t, nextIp(), await fieldsFor(t, seal.token, { comment: 'a\u0000b' }));
      expect(fieldsOf(response)).toEqual(['comment validation.characters']);
    });

    it('refuses a body that is not multipart', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: PUBLIC_API.form,
        remoteAddress: nextIp(),
        payload: { token: 'x', requestType: 'other' },
      });
      expectError(response, ERRORS.common.validation);
    });
  });

  it(`answers 429 past ${FORM_RATE_LIMITS.form.max} forms a minute from one address, and only to it`, async () => {
    const ip = nextIp();
    const send = (from: string) => postForm(t, from, { token: 'x', requestType: 'other' });
    for (let i = 0; i < FORM_RATE_LIMITS.form.max; i++) expect((await send(ip)).statusCode).not.toBe(429);
    expectError(await send(ip), ERRORS.common.throttled);
    expect((await send(nextIp())).statusCode).not.toBe(429);
  });
});
