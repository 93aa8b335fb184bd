import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, methodKey, type MethodContract } from '@seal/shared';
import { actionLog } from '../src/db/schema';
import { createRegistry } from '../src/rpc/methods';
import type { TestApp } from './app';
import { createUser } from './helpers';
import { useTestApp } from './use-test-app';

/** A user of the demo account, at its root entity. */
export interface MatrixUser {
  id: string;
  accountId: string;
  entityId: string;
  email: string;
}

export interface MatrixOptions {
  /** What calls: 'session cookie', 'API token'. */
  label: string;
  /**
   * A credential (`t.call`'s last argument) of `user` holding exactly `rights`. `nobody`'s groups
   * grant no right and `holder`'s every right: a credential may hold only what both it and its user hold.
   */
  credential(t: TestApp, user: MatrixUser, rights: readonly string[], who: 'nobody' | 'holder'): Promise<string>;
  /** A credential of `user` with every right that has expired. */
  expired(t: TestApp, user: MatrixUser): Promise<string>;
  /**
   * The refusal a method answers whatever the rights (a method only a person calls, to a token):
   * then it stands in for both "403" and "past the checks".
   */
  alwaysRefused?(contract: MethodContract): { code: number; key: string } | undefined;
}

/**
 * The authorization matrix, generated from the registry: every method another area adds is
 * covered by these rows without anyone writing a test for it, for each way of calling
 * (authorization.test.ts with cookies, authorization-tokens.test.ts with API tokens).
 */
export async function describeAuthorizationMatrix(options: MatrixOptions) {
  const contracts = createRegistry()
    .all()
    .map(({ contract }) => contract);
  const sessionMethods = contracts.filter((c) => c.access === 'session');
  const rightsRows = sessionMethods.flatMap((c) => c.rights.map((right) => [methodKey(c), right, c] as const));
  const withRights = sessionMethods.filter((c) => c.rights.length > 0 || (c.anyOf?.length ?? 0) > 0);
  const withAnyOf = sessionMethods.filter((c) => (c.anyOf?.length ?? 0) > 0);
  const forbidden = (c: MethodContract) => options.alwaysRefused?.(c) ?? { code: 403, key: 'common.forbidden' };
  const expectPast = (c: MethodContract, response: Awaited<ReturnType<TestApp['call']>>, what = '') => {
    const refused = options.alwaysRefused?.(c);
    if (refused) expect(response.json(), what).toEqual(refused);
    else expect([401, 403], `${what} ${response.body}`).not.toContain(response.statusCode);
  };

  const t = await useTestApp();
  let nobody: MatrixUser;
  let holder: MatrixUser;
  let nobodyCredential: string;
  let expiredCredential: string;
  beforeAll(async () => {
    const place = { accountId: t.demo.accountId, entityId: t.demo.entityId };
    // A user in a group with no right; and one who holds every right.
    nobody = { ...(await createUser(t.database.db, { ...place, rights: [], password: 'Nobody-pass-1' })), ...place };
    holder = { ...(await createUser(t.database.db, { ...place, rights: ALL_RIGHTS })), ...place };
    nobodyCredential = await options.credential(t, nobody, ALL_RIGHTS, 'nobody');
    expiredCredential = await options.expired(t, holder);
  });

  const call = (c: MethodContract, credential?: string) => t.call(c.model, c.name, {}, credential);

  describe(`the registry (${options.label})`, () => {
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

  describe.each(sessionMethods.map((c) => [methodKey(c), c] as const))(`%s (${options.label})`, (_key, contract) => {
    it('answers 401 without a session and with an expired one', async () => {
      for (const credential of [undefined, expiredCredential]) {
        const response = await call(contract, credential);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 401, key: 'common.sessionRequired' });
      }
    });
  });

  describe.each(withRights.map((c) => [methodKey(c), c] as const))(`%s (${options.label})`, (_key, contract) => {
    it('answers 403 to a user whose groups grant no right', async () => {
      const response = await call(contract, nobodyCredential);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden(contract));
    });

    it('lets a user holding every right past the checks', async () => {
      const credential = await options.credential(t, holder, ALL_RIGHTS, 'holder');
      expectPast(contract, await call(contract, credential));
    });
  });

  describe.each(rightsRows)(`%s without %s (${options.label})`, (_key, missing, contract) => {
    it('answers 403 to a user holding every other right', async () => {
      const credential = await options.credential(
        t,
        holder,
        ALL_RIGHTS.filter((right) => right !== missing),
        'holder',
      );
      const response = await call(contract, credential);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden(contract));
    });
  });

  describe.each(withAnyOf.map((c) => [methodKey(c), c] as const))(`%s (${options.label})`, (_key, contract) => {
    it('answers 403 to a user holding every right but those it needs one of', async () => {
      const credential = await options.credential(
        t,
        holder,
        ALL_RIGHTS.filter((right) => !contract.anyOf?.includes(right)),
        'holder',
      );
      const response = await call(contract, credential);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden(contract));
    });

    it('lets a user holding its rights and any one of the others past the checks', async () => {
      for (const one of contract.anyOf ?? []) {
        const others = new Set(contract.anyOf);
        others.delete(one);
        const credential = await options.credential(
          t,
          holder,
          ALL_RIGHTS.filter((right) => !others.has(right)),
          'holder',
        );
        expectPast(contract, await call(contract, credential), one);
      }
    });
  });

  describe.each(contracts.map((c) => [methodKey(c), c] as const))(`%s (${options.label})`, (_key, contract) => {
    it('never answers 500 to an empty or malformed input, even to a user holding every right', async () => {
      const credential = await options.credential(t, holder, ALL_RIGHTS, 'holder');
      for (const vars of [{}, { id: 'not-a-uuid', page: -1, name: 42 }, []]) {
        const response = await t.call(contract.model, contract.name, vars, credential);
        expect(response.statusCode, `${JSON.stringify(vars)} -> ${response.body}`).toBeLessThan(500);
      }
    });
  });

  describe(`refused calls (${options.label})`, () => {
    it('ran no handler: the action log holds nothing of the refused user', async () => {
      // Every call of `nobody` above was refused before its handler; a mutating handler would have logged.
      expect(await t.database.db.select().from(actionLog).where(eq(actionLog.userId, nobody.id))).toEqual([]);
    });
  });
}
