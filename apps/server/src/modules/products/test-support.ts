import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CatalogueError, InputOf, MethodContract, OutputOf, Right } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { sessionCookie } from '../../../test/helpers';
import { products, productTexts, users } from '../../db/schema';

/** A typed caller for one session: `call(products.createProduct, {...})`. */
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

/** The field issues of a validation answer, as "path key". */
export function fieldsOf(response: LightMyRequestResponse): string[] {
  expect(response.statusCode, response.body).toBe(400);
  return (response.json().fields as { path: string; key: string }[]).map((field) => `${field.path} ${field.key}`);
}

/** A session of the demo administrator's user holding exactly `rights`. */
export async function cookieWithRights(t: TestApp, rights: readonly Right[], account: 'demo' | 'other' = 'demo') {
  const seeded = t[account];
  const [user] = await t.database.db.select().from(users).where(eq(users.id, seeded.userIds.admin));
  return sessionCookie(t.database.db, { id: user!.id, accountId: seeded.accountId, entityId: seeded.entityId }, rights);
}

/** The id of a seeded product of an account, by its English title. */
export async function productIdByTitle(t: TestApp, accountId: string, title: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTexts, eq(productTexts.productId, products.id))
    .where(and(eq(products.accountId, accountId), eq(productTexts.language, 'en'), eq(productTexts.title, title)));
  if (!row) throw new Error(`no product "${title}"`);
  return row.id;
}

export async function countProducts(t: TestApp, accountId: string) {
  const [row] = await t.database.db.select({ value: sql<number>`count(*)::int` }).from(products).where(eq(products.accountId, accountId));
  return row!.value;
}
