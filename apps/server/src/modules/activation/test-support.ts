import { and, desc, eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { activation, toRightsMap, type Right } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf, type Call } from '../../../test/calls';
import { createUser, sessionCookie, waitFor } from '../../../test/helpers';
import type { Db } from '../../db/client';
import type { SessionCallContext } from '../../rpc/context';
import { mailOutbox, products, productTexts, sealActivations } from '../../db/schema';
import { demoSealReference, type DEMO_SEALS } from '../../db/seed/seals';
import { encodeReference } from '../seals/reference-codec';
import { issueReels, type IssuedReel } from '../seals/reels.service';
import { KEY_0 } from '../seals/test-keys';

/** Every right of activation and cancellation. */
export const SEAL_RIGHTS: readonly Right[] = [...activation.ACTIVATION_RIGHTS, 'secu.cancel', 'secu.change_product'];

/** The printed reference of a serial under the test app's key (TEST_SEAL_KEY is KEY_0). */
export const ref = (serial: number) => encodeReference(serial, KEY_0);

/** A fresh reel of `size` seals for an entity of the account (the demo's main entity by default). */
export async function newReel(
  t: TestApp,
  size = 100,
  account: 'demo' | 'other' = 'demo',
  entityId = t[account].entityId,
): Promise<IssuedReel & { ref: (offset: number) => string }> {
  const [reel] = await issueReels(t.database.db, KEY_0, { accountId: t[account].accountId, entityId, reels: 1, size });
  return { ...reel!, ref: (offset: number) => ref(reel!.firstSerial + offset) };
}

/** A user of the account holding exactly `rights`, with a session: their typed caller and id. */
export async function userWith(
  t: TestApp,
  rights: readonly Right[],
  options: { account?: 'demo' | 'other'; entityId?: string; language?: 'en' | 'fr' | 'zh' } = {},
) {
  const seeded = t[options.account ?? 'demo'];
  const place = { accountId: seeded.accountId, entityId: options.entityId ?? seeded.entityId };
  const user = await createUser(t.database.db, { ...place, rights });
  const cookie = await sessionCookie(t.database.db, { id: user.id, ...place }, rights);
  return { call: caller(t, cookie), cookie, id: user.id, email: user.email };
}

/** The code of the last security-code mail written for `email` (the local outbox, without SMTP). */
export async function lastCode(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no security code mailed to ${email}`);
  return code;
}

/** Asks a code for the activation, reads it from the outbox, and activates with it (or answers the refused request). */
export async function activateWithCode(t: TestApp, call: Call, email: string, input: activation.ActivationInput) {
  const request = await call(activation.requestActivationCode, input);
  if (request.json().code !== 0) return request;
  const { challengeId } = dataOf(activation.requestActivationCode, request);
  return call(activation.activate, { ...input, challengeId, code: await lastCode(t.database.db, email) });
}

/** Asks a code for the cancellation, reads it from the outbox, and cancels with it (or answers the refused request). */
export async function cancelWithCode(t: TestApp, call: Call, email: string, input: activation.CancellationInput) {
  const request = await call(activation.requestCancellationCode, input);
  if (request.json().code !== 0) return request;
  const { challengeId } = dataOf(activation.requestCancellationCode, request);
  return call(activation.cancel, { ...input, challengeId, code: await lastCode(t.database.db, email) });
}

/** The activations written on a reel, in serial order. */
export async function activationsOn(db: Db, accountId: string, reelId: string) {
  return db
    .select()
    .from(sealActivations)
    .where(and(eq(sealActivations.accountId, accountId), eq(sealActivations.reelId, reelId)))
    .orderBy(sealActivations.firstSerial);
}

/** No two activations of the account share a seal. */
export async function expectNoOverlap(db: Db, accountId: string, reelId: string) {
  const rows = await activationsOn(db, accountId, reelId);
  for (let index = 1; index < rows.length; index++)
    expect(rows[index]!.firstSerial).toBeGreaterThan(rows[index - 1]!.lastSerial);
}

/** A demo seal of the seeded account (block 0 for the demo company, 1 for the other one). */
export const demoRef = (seal: keyof typeof DEMO_SEALS, account: 'demo' | 'other' = 'demo') =>
  demoSealReference(seal, account === 'demo' ? 0 : 1);

/** The id of a seeded product of an account, by its English title. */
export async function productId(t: TestApp, title: string, account: 'demo' | 'other' = 'demo'): Promise<string> {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTexts, eq(productTexts.productId, products.id))
    .where(
      and(eq(products.accountId, t[account].accountId), eq(productTexts.language, 'en'), eq(productTexts.title, title)),
    );
  if (!row) throw new Error(`no product "${title}"`);
  return row.id;
}

/** A call context of a user's session, outside any transaction, for calling the services directly. */
export function sessionContext(
  t: TestApp,
  user: { id: string; accountId?: string; entityId?: string; rights?: readonly Right[] },
  db: Db = t.database.db,
): SessionCallContext {
  return {
    db,
    session: {
      tokenHash: 'direct',
      userId: user.id,
      accountId: user.accountId ?? t.demo.accountId,
      entityId: user.entityId ?? t.demo.entityId,
      userType: 'internal',
      rights: toRightsMap(user.rights ?? SEAL_RIGHTS),
      expiresAt: new Date(Date.now() + 3_600_000),
    },
    services: t.services,
    ip: '127.0.0.1',
    userAgent: 'test',
    log: t.app.log,
    setSessionCookie() {},
    audit() {},
  };
}

/**
 * Waits until the mail jobs have handled every mail written: stopping the app while one runs would
 * leave it failing on a closed database. Register it after useTestApp, so it runs before the stop.
 */
export function settleMailsAfterAll(t: TestApp) {
  afterAll(async () => {
    await waitFor(
      async () =>
        (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'pending')))
          .length === 0,
      { what: 'the mail jobs', timeoutMs: 60_000 },
    );
  });
}
