import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  APPLICATIONS,
  applicationOfRight,
  organisation,
  type Application,
  type CatalogueError,
  type InputOf,
  type MethodContract,
  type OutputOf,
  type Right,
} from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { products, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { hashPassword } from '../auth/password-hash';

/** A typed caller for one session: `call(organisation.createUser, {...})`. */
export function caller(t: TestApp, cookie: string) {
  return <C extends MethodContract>(contract: C, vars: InputOf<C>) => t.call(contract.model, contract.name, vars, cookie);
}

export function dataOf<C extends MethodContract>(_contract: C, response: LightMyRequestResponse): OutputOf<C> {
  const body = response.json();
  expect(body, response.body).toMatchObject({ code: 0 });
  return body.data;
}

export function expectError(response: LightMyRequestResponse, error: CatalogueError, params?: Record<string, unknown>) {
  expect(response.statusCode, response.body).toBe(error.status);
  expect(response.json()).toMatchObject({ code: error.code, key: error.key, ...(params ? { params } : {}) });
}

/** Unique per call, so tests in one file never collide on e-mails or names. */
let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * A user of the demo entity holding exactly `rights` (in new groups of the applications they belong
 * to), logged in: for the refusals that depend on what the caller holds. The password is written
 * directly, as the user would have chosen it through the init link.
 */
export async function loginWithRights(t: TestApp, adminCookie: string, rights: readonly Right[]) {
  const call = caller(t, adminCookie);
  const groupIds: Partial<Record<Application, string>> = {};
  for (const application of APPLICATIONS) {
    const own = rights.filter((right) => applicationOfRight(right) === application);
    if (own.length === 0) continue;
    const vars = { name: unique('Limited '), application, rights: own };
    groupIds[application] = dataOf(organisation.createGroup, await call(organisation.createGroup, vars)).id;
  }
  const email = `${unique('limited.')}@demo.test`;
  const vars = { email, firstName: 'Lim', lastName: 'Ited', userType: 'internal' as const, groupIds };
  const user = dataOf(organisation.createUser, await call(organisation.createUser, vars));
  await setPassword(t, user.id);
  return { cookie: await t.login(email), userId: user.id, groupIds, email };
}

/** Gives a user the demo password, as if they had used their init link. */
export async function setPassword(t: TestApp, userId: string) {
  await t.database.db.update(users).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.id, userId));
}

/** A bare product row of an account, for the site tests (the products area owns its real creation). */
export async function insertProduct(t: TestApp, place: { accountId: string; entityId: string }) {
  const [row] = await t.database.db
    .insert(products)
    .values({ accountId: place.accountId, entityId: place.entityId, defaultLanguage: 'en', validityDays: 365 })
    .returning({ id: products.id });
  return row!.id;
}
