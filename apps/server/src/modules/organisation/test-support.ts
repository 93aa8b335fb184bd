import { eq } from 'drizzle-orm';
import {
  APPLICATIONS,
  applicationOfRight,
  organisation,
  type Application,
  type InputOf,
  type Right,
} from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf, expectError } from '../../../test/calls';
import { products, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { hashPassword } from '../auth/password-hash';

export { caller, dataOf, expectError };

/** Unique per call, so tests in one file never collide on e-mails or names. */
let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new internal user of the demo entity, in its staff group and site, with `overrides`. */
export const newUser = (t: TestApp, overrides: Partial<InputOf<typeof organisation.createUser>> = {}) => ({
  email: `${unique('new.')}@demo.test`,
  firstName: 'Nina',
  lastName: 'New',
  userType: 'internal' as const,
  groupIds: { auth: t.demo.groupIds.staff },
  siteIds: [t.demo.siteId],
  services: ['Sales'],
  notifications: ['form' as const],
  ...overrides,
});

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
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.id, userId));
}

/** A bare product row of an account, for the site tests (the products area owns its real creation). */
export async function insertProduct(t: TestApp, place: { accountId: string; entityId: string }) {
  const [row] = await t.database.db
    .insert(products)
    .values({ accountId: place.accountId, entityId: place.entityId, defaultLanguage: 'en', validityDays: 365 })
    .returning({ id: products.id });
  return row!.id;
}
