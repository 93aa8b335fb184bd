import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { apiTokens as contract, epcis, ERRORS, organisation, products } from '@seal/shared';
import { API_TOKENS_MAX } from '@seal/shared/contract/api-tokens';
import { caller, dataOf, expectError, fieldsOf } from '../../../test/calls';
import { createUser, tokenCredential } from '../../../test/helpers';
import { useTestApp } from '../../../test/use-test-app';
import { actionLog, apiTokens, entities, groups, users } from '../../db/schema';
import { getEvents, insertEvent, makeToken, serialOf } from '../epcis/test-support';

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
async function userWith(rights: Parameters<typeof createUser>[1]['rights'], at = entityId) {
  const user = await createUser(t.database.db, { accountId, entityId: at, rights });
  return { ...user, cookie: await t.login(user.email, 'Test-pass-2026') };
}

/** Every token of the account revoked: room for the next test under API_TOKENS_MAX. */
async function revokeAll() {
  await t.database.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.accountId, accountId));
}

const listProducts = (credential: string) =>
  t.call(products.findProducts.model, products.findProducts.name, {}, credential);

describe('apiToken.create', () => {
  it('shows the secret once, keeps only its SHA-256, and lists the token without it', async () => {
    const made = await makeToken(t, adminCookie, ['epcis.read']);
    expect(made.token).toMatch(/^sct_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.hint.slice(0, -1))).toBe(true);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row!.secretHash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.token.slice(10));
    const listed = dataOf(contract.listTokens, await admin(contract.listTokens, {}));
    const mine = listed.find((token) => token.id === made.id)!;
    expect(mine).toMatchObject({ name: 'Machine', rights: ['trac.event_view'], lastUsedAt: null, status: 'active' });
    expect(JSON.stringify(listed)).not.toContain(made.token);
  });

  it("refuses rights the token's user does not hold", async () => {
    const viewer = await userWith(['trac.event_view']);
    const as = caller(t, viewer.cookie);
    expectError(
      await as(contract.createToken, { name: 'Writer', rights: ['trac.event_create'] }),
      ERRORS.common.forbidden,
    );
    dataOf(contract.createToken, await as(contract.createToken, { name: 'Reader', rights: ['trac.event_view'] }));
    expectError(
      await admin(contract.createToken, { name: 'For viewer', userId: viewer.id, rights: ['prod.view'] }),
      ERRORS.common.forbidden,
    );
  });

  it('lets an administrator make a token for another user; a user without orga.edit_user only for themself', async () => {
    const viewer = await userWith(['trac.event_view', 'prod.view']);
    const made = dataOf(
      contract.createToken,
      await admin(contract.createToken, { name: 'For viewer', userId: viewer.id, rights: ['prod.view'] }),
    );
    expect(made).toMatchObject({ userId: viewer.id, rights: ['prod.view'] });
    expect((await listProducts(`Bearer ${made.token}`)).statusCode).toBe(200);
    const other = await userWith(['prod.view']);
    expectError(
      await caller(t, viewer.cookie)(contract.createToken, {
        name: 'Not mine',
        userId: other.id,
        rights: ['prod.view'],
      }),
      ERRORS.common.notFound,
    );
    const options = dataOf(contract.tokenOptions, await caller(t, viewer.cookie)(contract.tokenOptions, {}));
    expect(options.users.map((user) => user.id)).toEqual([viewer.id]);
    expect(options.users[0]!.rights).toEqual(['prod.view', 'trac.event_view']);
  });

  it('refuses a past expiry date on its field', async () => {
    expect(
      fieldsOf(await admin(contract.createToken, { name: 'Old', rights: ['prod.view'], expiresAt: '2020-01-01' })),
    ).toEqual(['expiresAt validation.invalid']);
  });

  it(`refuses more than ${API_TOKENS_MAX} live tokens in the account; a revoked one frees its place`, async () => {
    await revokeAll();
    const made = [];
    for (let i = 0; i < API_TOKENS_MAX; i++) made.push(await makeToken(t, adminCookie, ['epcis.read']));
    expectError(
      await admin(contract.createToken, { name: 'One more', rights: ['prod.view'] }),
      ERRORS.traceability.tooManyTokens,
    );
    dataOf(contract.revokeToken, await admin(contract.revokeToken, { tokenId: made[0]!.id }));
    await makeToken(t, adminCookie, ['epcis.read']);
    await revokeAll();
  });
});

describe('apiToken.list and apiToken.revoke', () => {
  it("shows a user their own tokens; an administrator every one; another's token is not found to revoke", async () => {
    const reader = await userWith(['trac.event_view']);
    const mine = await makeToken(t, reader.cookie, ['epcis.read']);
    const adminToken = await makeToken(t, adminCookie, ['epcis.read']);
    const readerList = dataOf(contract.listTokens, await caller(t, reader.cookie)(contract.listTokens, {}));
    expect(readerList.map((token) => token.id)).toEqual([mine.id]);
    const adminList = dataOf(contract.listTokens, await admin(contract.listTokens, {}));
    expect(adminList.map((token) => token.id)).toEqual(expect.arrayContaining([mine.id, adminToken.id]));
    expectError(
      await caller(t, reader.cookie)(contract.revokeToken, { tokenId: adminToken.id }),
      ERRORS.common.notFound,
    );
    dataOf(contract.revokeToken, await admin(contract.revokeToken, { tokenId: mine.id }));
    expect((await getEvents(t, { token: mine.token })).statusCode).toBe(401);
    const listed = dataOf(contract.listTokens, await admin(contract.listTokens, {})).find((x) => x.id === mine.id);
    expect(listed).toMatchObject({ status: 'revoked' });
    await revokeAll();
  });
});

describe('a token on /callAPI', () => {
  it('works as its user, without a cookie and without an Origin, and notes its last use and address', async () => {
    const made = await makeToken(t, adminCookie, ['epcis.read']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/callAPI',
      headers: { authorization: `Bearer ${made.token}`, origin: 'https://elsewhere.example' },
      payload: { methodModel: products.findProducts.model, methodName: products.findProducts.name, methodVars: {} },
    });
    // Its session opened (no 401, no cross-origin refusal); its rights do not hold prod.view.
    expectError(response, ERRORS.common.forbidden);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.lastIp).toBe('127.0.0.1');
  });

  it('refuses a revoked, an expired, an unknown token, and one whose user is disabled: sessionRequired', async () => {
    const user = await userWith(['prod.view']);
    const place = { id: user.id, accountId };
    const revoked = await tokenCredential(t.database.db, place, ['prod.view'], { revokedAt: new Date() });
    const expired = await tokenCredential(t.database.db, place, ['prod.view'], { expiresAt: new Date(Date.now() - 1) });
    const live = await tokenCredential(t.database.db, place, ['prod.view']);
    expect((await listProducts(live)).statusCode).toBe(200);
    for (const credential of [revoked, expired, `Bearer sct_${'a'.repeat(43)}`, 'Bearer not-a-token'])
      expectError(await listProducts(credential), ERRORS.common.sessionRequired);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expectError(await listProducts(live), ERRORS.common.sessionRequired);
  });

  it("shrinks at once when its user's rights are lowered, and grows back no further than it was given", async () => {
    const user = await userWith(['prod.view', 'trac.event_view']);
    const token = await tokenCredential(t.database.db, { id: user.id, accountId }, ['prod.view']);
    expect((await listProducts(token)).statusCode).toBe(200);
    await t.database.db
      .update(groups)
      .set({ rights: ['trac.event_view'] })
      .where(eq(groups.id, user.groupId));
    expectError(await listProducts(token), ERRORS.common.forbidden);
    await t.database.db
      .update(groups)
      .set({ rights: ['prod.view', 'trac.event_view'] })
      .where(eq(groups.id, user.groupId));
    expect((await listProducts(token)).statusCode).toBe(200);
    expect((await getEvents(t, { token: token.slice('Bearer '.length) })).statusCode).toBe(403);
  });

  it('decides a request carrying a cookie too: the bearer, not the cookie', async () => {
    const made = await makeToken(t, adminCookie, ['epcis.read']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/callAPI',
      headers: { authorization: `Bearer ${made.token}`, cookie: adminCookie },
      payload: { methodModel: products.findProducts.model, methodName: products.findProducts.name, methodVars: {} },
    });
    expectError(response, ERRORS.common.forbidden);
    await revokeAll();
  });

  it('refuses the methods only a person calls, and cannot make tokens', async () => {
    const token = await tokenCredential(t.database.db, { id: t.demo.userIds.admin, accountId }, ['orga.edit_user']);
    const as = caller(t, token);
    expectError(
      await as(contract.createToken, { name: 'Child', rights: ['orga.edit_user'] }),
      ERRORS.apiToken.personOnly,
    );
    expectError(await as(contract.listTokens, {}), ERRORS.apiToken.personOnly);
    expectError(
      await t.call('userModel', 'login', { email: 'admin@demo.test', password: 'x' }, token),
      ERRORS.apiToken.personOnly,
    );
  });

  it('names the token in the action log of the changes it makes', async () => {
    const token = await tokenCredential(t.database.db, { id: t.demo.userIds.admin, accountId }, ['orga.create_group'], {
      name: 'Directory sync',
    });
    const made = dataOf(
      organisation.createGroup,
      await caller(t, token)(organisation.createGroup, { name: 'Synced group', application: 'auth', rights: [] }),
    );
    const [entry] = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.method, 'organisationModel.createGroup'), eq(actionLog.targetId, made.id)));
    expect(entry).toMatchObject({ apiTokenName: 'Directory sync', userId: t.demo.userIds.admin });
    expect(entry!.apiTokenId).not.toBeNull();
    const page = dataOf(
      organisation.listActionLog,
      await admin(organisation.listActionLog, { filters: { method: 'organisationModel.createGroup' } }),
    );
    expect(page.rows.find((row) => row.targetId === made.id)).toMatchObject({ apiTokenName: 'Directory sync' });
  });
});

describe('entity scope', () => {
  it('sees as a session of its entity would: its entity and below; a disabled entity stops it', async () => {
    const add = async (name: string, parentId: string) =>
      (await t.database.db.insert(entities).values({ accountId, parentId, name }).returning())[0]!;
    const child = await add('Token child', entityId);
    const grandchild = await add('Token grandchild', child.id);
    const sibling = await add('Token sibling', entityId);
    // As a session switched into a sub-entity, organisation methods there need orga.master_orga.
    const viewer = await userWith(['orga.view', 'orga.master_orga']);
    const rights = ['orga.view', 'orga.master_orga'] as const;
    const made = dataOf(
      contract.createToken,
      await caller(t, viewer.cookie)(contract.createToken, { name: 'Scoped', rights: [...rights], entityId: child.id }),
    );
    expect(made).toMatchObject({ entityId: child.id, entityName: 'Token child' });
    const listed = await t.call('organisationModel', 'listEntities', {}, `Bearer ${made.token}`);
    const ids = JSON.stringify(listed.json());
    expect(ids, listed.body).toContain(grandchild.id);
    expect(ids).not.toContain(sibling.id);
    await t.database.db.update(entities).set({ disabled: true }).where(eq(entities.id, child.id));
    expectError(
      await t.call('organisationModel', 'listEntities', {}, `Bearer ${made.token}`),
      ERRORS.common.sessionRequired,
    );
  });

  it('refuses an entity outside the user’s own and below', async () => {
    expectError(
      await admin(contract.createToken, { name: 'Foreign', rights: ['prod.view'], entityId: t.other.entityId }),
      ERRORS.common.notFound,
    );
  });
});

describe('cookies keep their rules', () => {
  it('still refuses a cookie request sent from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/callAPI',
      headers: { cookie: adminCookie, origin: 'https://elsewhere.example' },
      payload: { methodModel: products.findProducts.model, methodName: products.findProducts.name, methodVars: {} },
    });
    expectError(response, ERRORS.common.crossOrigin);
  });
});

describe('EPCIS with a token', () => {
  it('reads with a token holding trac.event_view; a capture-only token cannot read', async () => {
    const reader = await makeToken(t, adminCookie, ['epcis.read']);
    expect((await getEvents(t, { token: reader.token })).statusCode).toBe(200);
    const writer = await makeToken(t, adminCookie, ['epcis.capture']);
    expect((await getEvents(t, { token: writer.token })).statusCode).toBe(403);
    expect(epcis.EPCIS_PATHS.events).toBe('/epcis/events');
    await revokeAll();
  });
});
