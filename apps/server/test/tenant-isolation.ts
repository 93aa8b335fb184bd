import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, type Table } from 'drizzle-orm';
import { ERRORS, methodKey, type MethodContract } from '@seal/shared';
import type { DemoData } from '../src/db/seed/demo';
import { createRegistry } from '../src/rpc/methods';
import { createTestApp, type TestApp } from './app';
import { caller, expectError } from './calls';
import { expand, getAt, idPaths, setAt } from './id-paths';

export type Caller = ReturnType<typeof caller>;

export interface TenantIsolationContext<T> {
  t: TestApp;
  /** The objects of the demo account, which the intruder must never reach. */
  demo: T;
  /** The same objects in the intruder's own account. */
  other: T;
  /** other.admin@demo.test, administrator of the second account. */
  intruder: Caller;
  /** Every method of the area. */
  contracts: MethodContract[];
}

export interface TenantIsolationOptions<T extends DemoData> {
  area: string;
  /** The area's contracts: the values of its contract namespaces. */
  namespaces: object[];
  /** At least this many methods take ids: a guard against a registry that lost some. */
  minMethodsWithIds: number;
  /** Every table the area's methods read or write, compared whole before and after each refused call. */
  tables: Table[];
  /** Makes, in one account, the objects the fixtures name (logged in as that account's administrator). */
  prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<T>;
  /** A valid input of each method taking ids, built from one account's objects. */
  fixtures: Record<string, (objects: T) => Record<string, unknown>>;
  /** What of a row a method writes, when a job changes the rest on its own time. */
  stable?: (table: Table, row: Record<string, unknown>) => unknown;
  /** Keys that hold ids without the `Id`/`Ids` naming rule (names the spec imposes). */
  idKeyExceptions?: string[];
  /** Runs after the owner's successful call, e.g. to let a job it started end. */
  afterOwnerCall?(contract: MethodContract, owner: Caller, demo: T): Promise<void>;
  /** Area-specific checks, such as lists showing nothing of the other account. */
  more?(context: () => TenantIsolationContext<T>): void;
}

/**
 * Tenant isolation, generated from the registry: every method of an area whose input holds an id
 * (found by walking its schema) is called by the other account's administrator with the demo
 * account's ids (all of them, then one id at a time inside an otherwise valid input of their own)
 * and must answer notFound and change nothing. The same input then succeeds for the demo
 * administrator, so the refusal comes from the ownership check and not from a bad fixture.
 */
export function describeTenantIsolation<T extends DemoData>(options: TenantIsolationOptions<T>) {
  const members = new Set<unknown>(options.namespaces.flatMap((namespace) => Object.values(namespace)));
  const contracts = createRegistry()
    .all()
    .map((method) => method.contract)
    .filter((contract) => members.has(contract));
  const withIds = contracts.filter((contract) => idPaths(contract.input).length > 0);
  const exceptions = new Set(options.idKeyExceptions ?? []);
  let context: TenantIsolationContext<T>;

  async function snapshot() {
    const tables: Record<string, string[]> = {};
    for (const table of options.tables) {
      const rows = (await context.t.database.db.select().from(table as never)) as Record<string, unknown>[];
      tables[getTableName(table)] = rows
        .map((row) => JSON.stringify(options.stable ? options.stable(table, row) : row))
        .sort();
    }
    return tables;
  }

  beforeAll(async () => {
    const t = await createTestApp();
    const demo = await options.prepare(t, await t.login('admin@demo.test'), t.demo);
    const otherCookie = await t.login('other.admin@demo.test');
    const other = await options.prepare(t, otherCookie, t.other);
    context = { t, demo, other, intruder: caller(t, otherCookie), contracts };
  });
  afterAll(() => context.t.stop());

  describe(`tenant isolation of ${options.area}`, () => {
    it('finds the methods taking ids in the registry, each with a fixture covering every id field', () => {
      expect(withIds.length).toBeGreaterThanOrEqual(options.minMethodsWithIds);
      for (const contract of withIds) {
        const fixture = options.fixtures[methodKey(contract)];
        expect(fixture, `fixture for ${methodKey(contract)}`).toBeDefined();
        for (const path of idPaths(contract.input)) {
          const where = `${methodKey(contract)} ${path.join('.')}`;
          expect(expand(fixture!(context.demo), path).length, where).toBeGreaterThan(0);
          // The naming rule of zId: an id field's key, or its list's, says it holds ids.
          const [key = '', parent = ''] = path.filter((step) => step !== '[]').reverse();
          expect(/(Id|Ids)$/.test(key) || /Ids$/.test(parent) || exceptions.has(key), where).toBe(true);
        }
      }
    });

    describe.each(withIds.map((contract) => [methodKey(contract), contract] as const))(
      '%s',
      (_key, contract: MethodContract) => {
        it("answers notFound to another account, with its ids alone or mixed with the caller's own, and changes nothing", async () => {
          const { t, demo, other, intruder } = context;
          const fixture = options.fixtures[methodKey(contract)]!;
          const foreign = fixture(demo);
          const own = fixture(other);
          const attempts = [foreign];
          for (const path of idPaths(contract.input)) {
            for (const place of expand(own, path)) attempts.push(setAt(own, place, getAt(foreign, place)));
          }
          for (const vars of attempts) {
            const before = await snapshot();
            expectError(await intruder(contract, vars as never), ERRORS.common.notFound);
            expect(await snapshot(), JSON.stringify(vars)).toEqual(before);
          }
          const owner = caller(t, await t.login('admin@demo.test'));
          const response = await owner(contract, foreign as never);
          expect(response.json(), response.body).toMatchObject({ code: 0 });
          await options.afterOwnerCall?.(contract, owner, demo);
        });
      },
    );

    options.more?.(() => context);
  });
}
