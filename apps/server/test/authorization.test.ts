import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, methodKey, type MethodContract } from '@seal/shared';
import { actionLog, sessions } from '../src/db/schema';
import { createRegistry } from '../src/rpc/methods';
import { useTestApp } from './use-test-app';
import { createUser, sessionCookie } from './helpers';

/**
 * The authorization matrix, generated from the registry: every method another area adds is
 * covered by these rows without anyone writing a test for it.
 */
const contracts = createRegistry()
  .all()
  .map(({ contract }) => contract);
const sessionMethods = contracts.filter((c) => c.access === 'session');
const rightsRows = sessionMethods.flatMap((c) => c.rights.map((right) => [methodKey(c), right, c] as const));
const withRights = sessionMethods.filter((c) => c.rights.length > 0 || (c.anyOf?.length ?? 0) > 0);
const withAnyOf = sessionMethods.filter((c) => (c.anyOf?.length ?? 0) > 0);

const t = await useTestApp();
let nobody: { id: string; accountId: string; entityId: string; email: string };
let holder: typeof nobody;
let nobodyCookie: string;
let expiredCookie: string;
beforeAll(async () => {
  const place = { accountId: t.demo.accountId, entityId: t.demo.entityId };
  // A user in a group with no right, logged in the real way; and one who holds every right.
  nobody = { ...(await createUser(t.database.db, { ...place, rights: [], password: 'Nobody-pass-1' })), ...place };
  holder = { ...(await createUser(t.database.db, { ...place, rights: ALL_RIGHTS })), ...place };
  nobodyCookie = await t.login(nobody.email, 'Nobody-pass-1');
  expiredCookie = await sessionCookie(t.database.db, holder, ALL_RIGHTS);
  await t.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, holder.id));
});

const call = (c: MethodContract, cookie?: string) => t.call(c.model, c.name, {}, cookie);

describe('the registry', () => {
  it('has methods that need a session, and methods that need rights', () => {
    expect(sessionMethods.length).toBeGreaterThan(0);
    expect(withRights.length).toBeGreaterThan(0);
  });

  it('declares rights only on methods that need a session (a public or optional one would skip them)', () => {
    const publicWithRights = contracts
      .filter((c) => c.access !== 'session' && (c.rights.length > 0 || c.anyOf !== undefined))
      .map(methodKey);
    expect(publicWithRights).toEqual([]);
  });
});

describe.each(sessionMethods.map((c) => [methodKey(c), c] as const))('%s', (_key, contract) => {
  it('answers 401 without a session and with an expired one', async () => {
    for (const cookie of [undefined, expiredCookie]) {
      const response = await call(contract, cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, key: 'common.sessionRequired' });
    }
  });
});

describe.each(withRights.map((c) => [methodKey(c), c] as const))('%s', (_key, contract) => {
  it('answers 403 to a logged-in user whose groups grant no right', async () => {
    const response = await call(contract, nobodyCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, key: 'common.forbidden' });
  });

  it('lets a user holding every right past the checks', async () => {
    const cookie = await sessionCookie(t.database.db, holder, ALL_RIGHTS);
    const response = await call(contract, cookie);
    expect([401, 403], response.body).not.toContain(response.statusCode);
  });
});

describe.each(rightsRows)('%s without %s', (_key, missing, contract) => {
  it('answers 403 to a user holding every other right', async () => {
    const cookie = await sessionCookie(
      t.database.db,
      nobody,
      ALL_RIGHTS.filter((right) => right !== missing),
    );
    const response = await call(contract, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, key: 'common.forbidden' });
  });
});

describe.each(withAnyOf.map((c) => [methodKey(c), c] as const))('%s', (_key, contract) => {
  it('answers 403 to a user holding every right but those it needs one of', async () => {
    const cookie = await sessionCookie(
      t.database.db,
      nobody,
      ALL_RIGHTS.filter((right) => !contract.anyOf?.includes(right)),
    );
    const response = await call(contract, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, key: 'common.forbidden' });
  });

  it('lets a user holding its rights and any one of the others past the checks', async () => {
    for (const one of contract.anyOf ?? []) {
      const others = new Set(contract.anyOf);
      others.delete(one);
      const cookie = await sessionCookie(
        t.database.db,
        nobody,
        ALL_RIGHTS.filter((right) => !others.has(right)),
      );
      const response = await call(contract, cookie);
      expect([401, 403], `${one}: ${response.body}`).not.toContain(response.statusCode);
    }
  });
});

describe.each(contracts.map((c) => [methodKey(c), c] as const))('%s', (_key, contract) => {
  it('never answers 500 to an empty or malformed input, even to a user holding every right', async () => {
    const cookie = await sessionCookie(t.database.db, holder, ALL_RIGHTS);
    for (const vars of [{}, { id: 'not-a-uuid', page: -1, name: 42 }, []]) {
      const response = await t.call(contract.model, contract.name, vars, cookie);
      expect(response.statusCode, `${JSON.stringify(vars)} -> ${response.body}`).toBeLessThan(500);
    }
  });
});

describe('refused calls', () => {
  it('ran no handler: the action log holds nothing of the refused user', async () => {
    // Every call of `nobody` above was refused before its handler; a mutating handler would have logged.
    expect(await t.database.db.select().from(actionLog).where(eq(actionLog.userId, nobody.id))).toEqual([]);
  });
});
