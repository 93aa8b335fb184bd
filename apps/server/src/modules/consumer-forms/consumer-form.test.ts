import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS, LIMITS, sealHistory } from '@seal/shared';
import { PUBLIC_API } from '@seal/shared/contract/consultation';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { dataOf, expectError, fieldsOf } from '../../../test/calls';
import { consumerFormCaptchas, consumerForms, media } from '../../db/schema';
import { ALTCHA, createFormChallenge } from './altcha';
import { FORM_RECEIVED_QUEUE } from './consumer-forms-jobs';
import { FORM_RATE_LIMITS } from './consumer-forms.routes';
import { formToken, PNG, postForm, sealWithForm, solve, solvedAltcha, solvedAltchaAt } from './test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const db = t.database.db;

let lastIp = 0;
/** Each test sends from its own address, so none meets the form's rate limit but the one that tests it. */
const nextIp = () => `10.77.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

const formsOf = (serial: number) =>
  db
    .select()
    .from(consumerForms)
    .where(and(eq(consumerForms.accountId, t.demo.accountId), eq(consumerForms.serial, serial)));

/** The fields of a form any check lets through, for the seal of `token`. */
const fieldsFor = async (token: string, extra: Record<string, string> = {}) => ({
  token,
  altcha: await solvedAltcha(t),
  requestType: 'question',
  ...extra,
});

describe(`GET ${PUBLIC_API.altcha}`, () => {
  it('answers a new signed challenge each time, expiring in 10 minutes, kept by no cache', async () => {
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: PUBLIC_API.altcha }),
      t.app.inject({ method: 'GET', url: PUBLIC_API.altcha }),
    ]);
    expect(first!.statusCode).toBe(200);
    expect(first!.headers['cache-control']).toBe('no-store');
    const challenge = first!.json();
    expect(challenge).toMatchObject({
      parameters: { algorithm: ALTCHA.algorithm, cost: ALTCHA.cost, keyLength: 32 },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expiresInSeconds = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(expiresInSeconds).toBeGreaterThan(ALTCHA.validityMinutes * 60 - 30);
    expect(expiresInSeconds).toBeLessThanOrEqual(ALTCHA.validityMinutes * 60);
    expect(second!.json().parameters.nonce).not.toBe(challenge.parameters.nonce);
  });
});

describe(`POST ${PUBLIC_API.form}`, () => {
  it('stores a form sent with a solved challenge, in the seal history as op 4, and queues its notice', async () => {
    const seal = await sealWithForm(t, 'feedback');
    const ip = nextIp();
    const response = await postForm(
      t,
      ip,
      await fieldsFor(seal.token, {
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

    const [row, ...more] = await formsOf(seal.serial);
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
    expect((await postForm(t, nextIp(), await fieldsFor(token))).json()).toEqual({ ok: true });
    expect(await formsOf(seal.serial)).toMatchObject([{ kind: 'contact', productId: null, requestType: 'question' }]);
  });

  describe('the proof of work', () => {
    it('is required: without it the form is refused and nothing is stored', async () => {
      const seal = await sealWithForm(t);
      const { altcha: _solved, ...withoutAltcha } = await fieldsFor(seal.token);
      expectError(await postForm(t, nextIp(), withoutAltcha), ERRORS.consumerForm.invalidCaptcha);
      expectError(
        await postForm(t, nextIp(), { ...withoutAltcha, altcha: 'bm90IGpzb24=' }),
        ERRORS.consumerForm.invalidCaptcha,
      );
      expect(await formsOf(seal.serial)).toEqual([]);
    });

    it('refuses a wrong solution, a challenge changed after signing, and one signed with another key', async () => {
      const seal = await sealWithForm(t);
      const solved = JSON.parse(Buffer.from(await solvedAltcha(t), 'base64').toString());
      const send = (payload: object) =>
        postForm(t, nextIp(), {
          token: seal.token,
          requestType: 'other',
          altcha: Buffer.from(JSON.stringify(payload)).toString('base64'),
        });
      const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } };
      expectError(await send(wrongKey), ERRORS.consumerForm.invalidCaptcha);
      const easier = {
        ...solved,
        challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } },
      };
      expectError(await send(easier), ERRORS.consumerForm.invalidCaptcha);
      const otherServer = JSON.parse(
        Buffer.from(await solve(await createFormChallenge('another secret', new Date())), 'base64').toString(),
      );
      expectError(await send(otherServer), ERRORS.consumerForm.invalidCaptcha);
      expect(await formsOf(seal.serial)).toEqual([]);
    });

    it('refuses a challenge solved after it expired', async () => {
      const seal = await sealWithForm(t);
      const issued = new Date(Date.now() - (ALTCHA.validityMinutes * 60 + 5) * 1000);
      const altcha = await solvedAltchaAt(t, issued);
      expectError(
        await postForm(t, nextIp(), { token: seal.token, requestType: 'other', altcha }),
        ERRORS.consumerForm.invalidCaptcha,
      );
    });

    it('accepts each solved challenge once: sent again it is refused, and one form is stored', async () => {
      const seal = await sealWithForm(t);
      const fields = await fieldsFor(seal.token);
      expect((await postForm(t, nextIp(), fields)).json()).toEqual({ ok: true });
      expectError(await postForm(t, nextIp(), fields), ERRORS.consumerForm.captchaUsed);
      expect(await formsOf(seal.serial)).toHaveLength(1);
      const signature = JSON.parse(Buffer.from(fields.altcha, 'base64').toString()).challenge.signature;
      const [spent] = await db.select().from(consumerFormCaptchas).where(eq(consumerFormCaptchas.signature, signature));
      expect(spent!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });

    it('accepts one of two forms sent at once with the same solved challenge', async () => {
      const seal = await sealWithForm(t);
      const fields = await fieldsFor(seal.token);
      const answers = await Promise.all([postForm(t, nextIp(), fields), postForm(t, nextIp(), fields)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await formsOf(seal.serial)).toHaveLength(1);
    });

    it('is not spent by a form refused for another reason: corrected, the form goes with it', async () => {
      const seal = await sealWithForm(t);
      const fields = await fieldsFor(seal.token);
      const notAnImage = { filename: 'photo.png', content: Buffer.from('not an image at all') };
      expectError(await postForm(t, nextIp(), fields, notAnImage), ERRORS.media.invalidImage);
      expect((await postForm(t, nextIp(), fields)).json()).toEqual({ ok: true });
    });
  });

  describe('the form token', () => {
    it('refuses a token that is not one (111), and nothing is stored', async () => {
      const seal = await sealWithForm(t);
      const [body, mac] = seal.token.split('.');
      const forged = `${Buffer.from(JSON.stringify({ x: 9_999_999_999, d: { ...seal, accountId: t.other.accountId } })).toString('base64url')}.${mac}`;
      for (const token of ['garbage', `${body}.${'A'.repeat(43)}`, forged])
        expectError(await postForm(t, nextIp(), await fieldsFor(token)), ERRORS.consultation.invalidSession);
      expect(await formsOf(seal.serial)).toEqual([]);
    });

    it('refuses a token expired (111): a form is sent within 2 hours of its consultation', async () => {
      const seal = await sealWithForm(t);
      const token = formToken(t, seal, new Date(Date.now() - 2 * 3_600_000 - 60_000));
      expectError(await postForm(t, nextIp(), await fieldsFor(token)), ERRORS.consultation.invalidSession);
    });
  });

  describe('the picture', () => {
    it('stores a PNG as a media of the seal’s account, tagged consumer-form, shown in the history', async () => {
      const seal = await sealWithForm(t);
      const response = await postForm(t, nextIp(), await fieldsFor(seal.token), {
        filename: 'IMG_0042.jpg',
        content: PNG,
        type: 'image/jpeg',
      });
      expect(response.json()).toEqual({ ok: true });
      const [form] = await formsOf(seal.serial);
      const [image] = await db.select().from(media).where(eq(media.id, form!.imageId!));
      expect(image).toMatchObject({
        accountId: t.demo.accountId,
        name: `consumer-form-${form!.id}`,
        tag: 'consumer-form',
        type: 'png',
        contentType: 'image/png',
        size: PNG.length,
      });
      expect(image!.content.equals(PNG)).toBe(true);
      const history = dataOf(
        sealHistory.getAllRefConsultation,
        await admin(sealHistory.getAllRefConsultation, {
          ref: seal.reference,
          date_from: '2020-01-01',
          act_id: t.demo.accountId,
        }),
      );
      const img = history.list_form[0]!.img!;
      const served = await t.app.inject({ method: 'GET', url: img, headers: { cookie: adminCookie } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    });

    it('refuses a picture over 1 MB (413), what is not an image, and an SVG or an icon', async () => {
      const seal = await sealWithForm(t);
      const fields = await fieldsFor(seal.token);
      const formImages = async () =>
        (await db.select({ id: media.id }).from(media).where(eq(media.tag, 'consumer-form'))).length;
      const imagesBefore = await formImages();
      const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.uploadBytes)]);
      const tooLarge = await postForm(t, nextIp(), fields, { filename: 'big.png', content: big });
      expectError(tooLarge, ERRORS.media.tooLarge);
      expect(tooLarge.statusCode).toBe(413);
      const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1');
      expectError(
        await postForm(t, nextIp(), fields, { filename: 'photo.png', content: exe }),
        ERRORS.media.invalidImage,
      );
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
      expectError(
        await postForm(t, nextIp(), fields, { filename: 'photo.svg', content: svg }),
        ERRORS.consumerForm.photoOnly,
      );
      const ico = Buffer.from([0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x10, 0x10, 0x00, 0x00]);
      expectError(
        await postForm(t, nextIp(), fields, { filename: 'photo.ico', content: ico }),
        ERRORS.consumerForm.photoOnly,
      );
      expect(await formsOf(seal.serial)).toEqual([]);
      expect(await formImages()).toBe(imagesBefore);
    });

    it('takes an empty file part without a name, as a browser sends when no file was chosen, as no picture', async () => {
      const seal = await sealWithForm(t);
      const response = await postForm(t, nextIp(), await fieldsFor(seal.token), {
        filename: '',
        content: Buffer.alloc(0),
      });
      expect(response.json()).toEqual({ ok: true });
      expect(await formsOf(seal.serial)).toMatchObject([{ imageId: null }]);
    });

    it('refuses a file sent under another name than image', async () => {
      const seal = await sealWithForm(t);
      const response = await postForm(t, nextIp(), await fieldsFor(seal.token), {
        filename: 'a.png',
        content: PNG,
        field: 'file',
      });
      expect(fieldsOf(response)).toEqual(['file validation.invalid']);
    });
  });

  describe('the position', () => {
    const position = { latitude: '48.8566', longitude: '2.3522' };

    it('is kept with the consumer’s consent', async () => {
      const seal = await sealWithForm(t);
      await postForm(t, nextIp(), await fieldsFor(seal.token, { ...position, consent: 'yes' }));
      expect(await formsOf(seal.serial)).toMatchObject([{ latitude: 48.8566, longitude: 2.3522 }]);
    });

    it('is dropped without it', async () => {
      const seal = await sealWithForm(t);
      expect((await postForm(t, nextIp(), await fieldsFor(seal.token, position))).json()).toEqual({ ok: true });
      expect(await formsOf(seal.serial)).toMatchObject([{ latitude: null, longitude: null }]);
    });

    it('needs both coordinates, each within its range', async () => {
      const seal = await sealWithForm(t);
      const half = await postForm(t, nextIp(), await fieldsFor(seal.token, { latitude: '48.8566', consent: 'yes' }));
      expect(fieldsOf(half)).toEqual(['longitude validation.required']);
      const off = await postForm(
        t,
        nextIp(),
        await fieldsFor(seal.token, { latitude: '91', longitude: '2', consent: 'yes' }),
      );
      expect(fieldsOf(off)).toEqual([expect.stringMatching(/^latitude validation\./)]);
      expect(await formsOf(seal.serial)).toEqual([]);
    });
  });

  describe('the fields', () => {
    it('needs a request type of the list', async () => {
      const seal = await sealWithForm(t);
      const { requestType: _type, ...without } = await fieldsFor(seal.token);
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
        await fieldsFor(seal.token, { comment: 'x'.repeat(1001), email: 'not-an-address', country: 'France' }),
      );
      expect(fieldsOf(response).sort()).toEqual([
        'comment validation.tooLong',
        expect.stringMatching(/^country validation\./),
        expect.stringMatching(/^email validation\./),
      ]);
      const cut = await postForm(t, nextIp(), await fieldsFor(seal.token, { comment: '字'.repeat(6000) }));
      expect(fieldsOf(cut)).toEqual(['comment validation.tooLong']);
      expect(await formsOf(seal.serial)).toEqual([]);
    });

    it('refuses a text the database cannot store, naming its field', async () => {
      const seal = await sealWithForm(t);
      const response = await postForm(t, nextIp(), await fieldsFor(seal.token, { comment: 'a\u0000b' }));
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
