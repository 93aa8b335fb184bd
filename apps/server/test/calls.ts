import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CatalogueError, InputOf, MethodContract, OutputOf, Right } from '@seal/shared';
import type { TestApp } from './app';
import { sessionCookie } from './helpers';
import { users } from '../src/db/schema';

/** A typed caller for one session: `call(products.createProduct, {...})`. */
export function caller(t: TestApp, cookie: string) {
  return <C extends MethodContract>(contract: C, vars: InputOf<C>) =>
    t.call(contract.model, contract.name, vars, cookie);
}

export type Call = ReturnType<typeof caller>;

export function dataOf<C extends MethodContract>(_contract: C, response: LightMyRequestResponse): OutputOf<C> {
  const body = response.json();
  expect(body, response.body).toMatchObject({ code: 0 });
  return body.data;
}

export function expectError(response: LightMyRequestResponse, error: CatalogueError, params?: Record<string, unknown>) {
  expect(response.statusCode, response.body).toBe(error.status);
  expect(response.json()).toMatchObject({ code: error.code, key: error.key, ...(params ? { params } : {}) });
}

/** The field issues of a validation answer, as "path key". */
export function fieldsOf(response: LightMyRequestResponse): string[] {
  expect(response.statusCode, response.body).toBe(400);
  return (response.json().fields as { path: string; key: string }[]).map((field) => `${field.path} ${field.key}`);
}

/** A session of an account's administrator holding exactly `rights`. */
export async function cookieWithRights(t: TestApp, rights: readonly Right[], account: 'demo' | 'other' = 'demo') {
  const seeded = t[account];
  const [user] = await t.database.db.select().from(users).where(eq(users.id, seeded.userIds.admin));
  return sessionCookie(t.database.db, { id: user!.id, accountId: seeded.accountId, entityId: seeded.entityId }, rights);
}

/** Whether `cookie` still opens a session: getSession answers null, with success, once it has ended. */
export async function signedIn(t: TestApp, cookie: string): Promise<boolean> {
  const response = await t.call('userModel', 'getSession', {}, cookie);
  expect(response.statusCode).toBe(200);
  return response.json().data !== null;
}
