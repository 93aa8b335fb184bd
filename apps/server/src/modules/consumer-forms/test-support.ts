import { and, eq } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PUBLIC_API } from '@seal/shared/contract/consultation';
import type { TestApp } from '../../../test/app';
import { multipart, type FilePart } from '../../../test/multipart';
import { consumerForms } from '../../db/schema';
import { FORM_TOKEN_TTL_SECONDS, signToken, type FormTokenData } from '../consultation/public-token';
import { encodeReference } from '../seals/reference-codec';
import { KEY_0 } from '../seals/test-keys';
import { activate, createProduct, issueReel } from '../seals/test-seals';
import { createFormChallenge } from './altcha';

/** Solves a challenge as the widget does, and answers the field it sends (base64 JSON). */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A challenge fetched from the server, solved: the `altcha` field of a form. */
export async function solvedAltcha(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: PUBLIC_API.altcha });
  if (response.statusCode !== 200) throw new Error(`no challenge: ${response.body}`);
  return solve(response.json());
}

/** A challenge made with the server's key at `now` (in the past, for an expired one), solved. */
export async function solvedAltchaAt(t: TestApp, now: Date): Promise<string> {
  return solve(await createFormChallenge(t.config.serverSecret, now));
}

/** The printed reference of a serial of a reel issued by the tests (key version 0, the test key). */
export const refOf = (serial: number) => encodeReference(serial, KEY_0);

/** A reel of `size` seals of `entityId`, all activated today on a new product of the demo account. */
export async function activatedReel(t: TestApp, size: number, entityId = t.demo.entityId) {
  const { db } = t.database;
  const productId = await createProduct(db, t.demo);
  const reel = await issueReel(db, t.demo, size, entityId);
  await activate(db, t.demo, reel, productId, reel.firstSerial, reel.firstSerial + size - 1, { entityId });
  return { ...reel, productId };
}

/** An activated seal of the demo account and the form token its consultation would offer. */
export async function sealWithForm(t: TestApp, kind: FormTokenData['kind'] = 'feedback', entityId = t.demo.entityId) {
  const reel = await activatedReel(t, 5, entityId);
  const data: FormTokenData = {
    kind,
    accountId: t.demo.accountId,
    entityId,
    serial: reel.firstSerial,
    reference: refOf(reel.firstSerial),
    productId: reel.productId,
  };
  return { ...data, token: formToken(t, data) };
}

export const formToken = (t: TestApp, data: FormTokenData, now = new Date()) =>
  signToken(t.config.serverSecret, 'form', data, FORM_TOKEN_TTL_SECONDS, now);

/** POST /api/consultation/form from `ip` (each test its own, under the form's rate limit). */
export function postForm(t: TestApp, ip: string, fields: Record<string, string>, file?: FilePart) {
  // The form's picture field is `image`.
  const body = multipart(fields, file && { field: 'image', ...file });
  return t.app.inject({
    method: 'POST',
    url: PUBLIC_API.form,
    remoteAddress: ip,
    payload: body.payload,
    headers: body.headers,
  });
}

/**
 * Addresses for one test file, each test sending from its own, so that none meets the form's rate
 * limit but the test of it. `block` keeps files apart (10.<block>.x.y).
 */
export function addresses(block: number) {
  let last = 0;
  return () => {
    last += 1;
    return `10.${block}.${Math.floor(last / 250)}.${last % 250}`;
  };
}

/** The forms stored about one seal of the demo account. */
export const formsOf = (t: TestApp, serial: number) =>
  t.database.db
    .select()
    .from(consumerForms)
    .where(and(eq(consumerForms.accountId, t.demo.accountId), eq(consumerForms.serial, serial)));

/** The fields of a form every check lets through, for the seal of `token`. */
export const fieldsFor = async (t: TestApp, token: string, extra: Record<string, string> = {}) => ({
  token,
  altcha: await solvedAltcha(t),
  requestType: 'question',
  ...extra,
});
