import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { epcis, ERRORS } from '@seal/shared';
import { API_TOKENS_MAX } from '@seal/shared/contract/epcis';
import { caller, cookieWithRights, dataOf, expectError, fieldsOf } from '../../../test/calls';
import { createUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/use-test-app';
import { apiTokens, groups, users } from '../../db/schema';
import { getEvents, insertEvent, makeToken, serialOf } from './test-support';

const t = await useTestApp();
const adminCookie = await t.login('admin@demo.test');
const admin = caller(t, adminCookie);
const { accountId, entityId } = t.demo;
await insertEvent(t, {
  accountId,
  entityId,
  serials: [[serialOf('activeWithoutThresholds'), serialOf('activeWithoutThresholds', 0, 2)]],
});

/** A user of the demo account holding these rights, logged in. */
async function userWith(rights: Parameters<typeof createUser>[1]['rights']) {
  const user = await createUser(t.database.db, { accountId, entityId, rights });
  return { ...user, cookie: await t.login(user.email, 'Test-pass-2026') };
}

describe('apiToken.create', () => {
  it('shows the secret once, keeps only its SHA-256, and lists the token without it', async () => {
    const made = await makeToken(t, adminCookie, ['epcis.read']);
    expect(made.token).toMatch(/^sct_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.hint.slice(0, -1))).toBe(true);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row!.secretHash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.token.slice(10));
    const listed = dataOf(epcis.listTokens, await admin(epcis.listTokens, {}));
    const mine = listed.find((token) => token.id === made.id)!;
    expect(mine).toMatchObject({ name: 'Machine', scopes: ['epcis.read'], lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(made.token);
  });

  it('refuses a scope whose right the maker does not hold', async () => {
    const viewer = await cookieWithRights(t, ['trac.event_view']);
    expectError(
      await caller(t, viewer)(epcis.createToken, { name: 'Writer', scopes: ['epcis.capture'] }),
      ERRORS.common.forbidden,
    );
    dataOf(epcis.createToken, await caller(t, viewer)(epcis.createToken, { name: 'Reader', scopes: ['epcis.read'] }));
  });

  it('refuses a past expiry date on its field', async () => {
    expect(
      fieldsOf(await admin(epcis.createToken, { name: 'Old', scopes: ['epcis.read'], expiresAt: '2020-01-01' })),
    ).toEqual(['expiresAt validation.invalid']);
  });

  it(`refuses more than ${API_TOKENS_MAX} live tokens in the account; a revoked one frees its place`, async () => {
    const { db } = t.database;
    const live = (await db.select().from(apiTokens).where(eq(apiTokens.accountId, accountId))).filter(
      (row) => !row.revokedAt,
    );
    const made = [];
    for (let i = live.length; i < API_TOKENS_MAX; i++) made.push(await makeToken(t, adminCookie, ['epcis.read']));
    expectError(
      await admin(epcis.createToken, { name: 'One more', scopes: ['epcis.read'] }),
      ERRORS.traceability.tooManyTokens,
    );
    const revoked = made[0] ?? live[0]!;
    dataOf(epcis.revokeToken, await admin(epcis.revokeToken, { tokenId: revoked.id }));
    await makeToken(t, adminCookie, ['epcis.read']);
    // Leave room for the other tests.
    for (const token of dataOf(epcis.listTokens, await admin(epcis.listTokens, {})))
      await admin(epcis.revokeToken, { tokenId: token.id });
  });
});

describe('apiToken.list and apiToken.revoke', () => {
  it("shows a user their own tokens; orga.view shows every one; another's token is not found to revoke", async () => {
    const reader = await userWith(['trac.event_view']);
    const mine = await makeToken(t, reader.cookie, ['epcis.read']);
    const adminToken = await makeToken(t, adminCookie, ['epcis.read']);
    const readerList = dataOf(epcis.listTokens, await caller(t, reader.cookie)(epcis.listTokens, {}));
    expect(readerList.map((token) => token.id)).toEqual([mine.id]);
    const adminList = dataOf(epcis.listTokens, await admin(epcis.listTokens, {}));
    expect(adminList.map((token) => token.id)).toEqual(expect.arrayContaining([mine.id, adminToken.id]));
    expectError(await caller(t, reader.cookie)(epcis.revokeToken, { tokenId: adminToken.id }), ERRORS.common.notFound);
    expect((await getEvents(t, { token: adminToken.token })).statusCode).toBe(200);
    dataOf(epcis.revokeToken, await admin(epcis.revokeToken, { tokenId: mine.id }));
    expectError(await caller(t, reader.cookie)(epcis.revokeToken, { tokenId: mine.id }), ERRORS.common.notFound);
  });
});

describe('authentication of /epcis', () => {
  const expectProblem = (response: Awaited<ReturnType<typeof getEvents>>, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ type: 'epcisException:SecurityException', status });
  };

  it('answers 401 as a problem without a session or token, or with a token that is not one', async () => {
    expectProblem(await getEvents(t, {}), 401);
    expectProblem(await getEvents(t, { token: `sct_${'a'.repeat(43)}` }), 401);
    expectProblem(await getEvents(t, { token: 'not-a-token' }), 401);
    expect((await getEvents(t, {})).headers['www-authenticate']).toContain('Bearer');
  });

  it('reads with the session cookie, and with a token whose use is noted', async () => {
    expect((await getEvents(t, { cookie: adminCookie })).statusCode).toBe(200);
    const made = await makeToken(t, adminCookie, ['epcis.read']);
    expect((await getEvents(t, { token: made.token })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses a revoked or expired token at once', async () => {
    const revoked = await makeToken(t, adminCookie, ['epcis.read']);
    await admin(epcis.revokeToken, { tokenId: revoked.id });
    expectProblem(await getEvents(t, { token: revoked.token }), 401);
    const expired = await makeToken(t, adminCookie, ['epcis.read']);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    expectProblem(await getEvents(t, { token: expired.token }), 401);
  });

  it('acts with the maker’s current rights: a right taken away is 403, a disabled maker 401', async () => {
    const reader = await userWith(['trac.event_view']);
    const made = await makeToken(t, reader.cookie, ['epcis.read']);
    expect((await getEvents(t, { token: made.token })).statusCode).toBe(200);
    await t.database.db.update(groups).set({ rights: [] }).where(eq(groups.id, reader.groupId));
    expectProblem(await getEvents(t, { token: made.token }), 403);
    await t.database.db
      .update(groups)
      .set({ rights: ['trac.event_view'] })
      .where(eq(groups.id, reader.groupId));
    expect((await getEvents(t, { token: made.token })).statusCode).toBe(200);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, reader.id));
    expectProblem(await getEvents(t, { token: made.token }), 401);
  });

  it('gives a token only the rights of its scopes: a capture token cannot read', async () => {
    const made = await makeToken(t, adminCookie, ['epcis.capture']);
    expectProblem(await getEvents(t, { token: made.token }), 403);
  });
});
