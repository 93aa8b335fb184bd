import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@seal/shared';
import { PUBLIC_API } from '@seal/shared/contract/consultation';
import { useTestApp } from '../../../test/use-test-app';
import { expectError } from '../../../test/calls';
import { consumerFormCaptchas } from '../../db/schema';
import { ALTCHA, createFormChallenge } from './altcha';
import { FORM_RATE_LIMITS } from './consumer-forms.routes';
import {
  addresses,
  fieldsFor,
  formsOf,
  postForm,
  sealWithForm,
  solve,
  solvedAltcha,
  solvedAltchaAt,
} from './test-support';

const t = await useTestApp();
const db = t.database.db;
const nextIp = addresses(71);

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

  it(`answers 429 past ${FORM_RATE_LIMITS.challenge.max} challenges a minute from one address`, async () => {
    const ask = (remoteAddress: string) => t.app.inject({ method: 'GET', url: PUBLIC_API.altcha, remoteAddress });
    const ip = nextIp();
    for (let i = 0; i < FORM_RATE_LIMITS.challenge.max; i++) expect((await ask(ip)).statusCode).toBe(200);
    expectError(await ask(ip), ERRORS.common.throttled);
    expect((await ask(nextIp())).statusCode).toBe(200);
  });
});

describe(`POST ${PUBLIC_API.form}: the proof of work`, () => {
  it('is required: without it the form is refused and nothing is stored', async () => {
    const seal = await sealWithForm(t);
    const { altcha: _solved, ...withoutAltcha } = await fieldsFor(t, seal.token);
    expectError(await postForm(t, nextIp(), withoutAltcha), ERRORS.consumerForm.invalidCaptcha);
    expectError(
      await postForm(t, nextIp(), { ...withoutAltcha, altcha: 'bm90IGpzb24=' }),
      ERRORS.consumerForm.invalidCaptcha,
    );
    expect(await formsOf(t, seal.serial)).toEqual([]);
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
    expect(await formsOf(t, seal.serial)).toEqual([]);
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
    const fields = await fieldsFor(t, seal.token);
    expect((await postForm(t, nextIp(), fields)).json()).toEqual({ ok: true });
    expectError(await postForm(t, nextIp(), fields), ERRORS.consumerForm.captchaUsed);
    expect(await formsOf(t, seal.serial)).toHaveLength(1);
    const signature = JSON.parse(Buffer.from(fields.altcha, 'base64').toString()).challenge.signature;
    const [spent] = await db.select().from(consumerFormCaptchas).where(eq(consumerFormCaptchas.signature, signature));
    expect(spent!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('accepts one of two forms sent at once with the same solved challenge', async () => {
    const seal = await sealWithForm(t);
    const fields = await fieldsFor(t, seal.token);
    const answers = await Promise.all([postForm(t, nextIp(), fields), postForm(t, nextIp(), fields)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await formsOf(t, seal.serial)).toHaveLength(1);
  });

  it('is not spent by a form refused for another reason: corrected, the form goes with it', async () => {
    const seal = await sealWithForm(t);
    const fields = await fieldsFor(t, seal.token);
    const notAnImage = { filename: 'photo.png', content: Buffer.from('not an image at all') };
    expectError(await postForm(t, nextIp(), fields, notAnImage), ERRORS.media.invalidImage);
    expect((await postForm(t, nextIp(), fields)).json()).toEqual({ ok: true });
  });
});
