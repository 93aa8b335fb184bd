import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, type Table } from 'drizzle-orm';
import { ERRORS, methodKey, organisation, type MethodContract } from '@seal/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import * as schema from '../../db/schema';
import { createRegistry } from '../../rpc/methods';
import { expand, getAt, idPaths, setAt } from './id-paths';
import { FIXTURES, prepareTenant, type TenantObjects } from './tenant-fixtures';
import { caller, expectError } from './test-support';

/**
 * Tenant isolation, generated from the registry: every organisation method whose input holds an id
 * is called by the other account's administrator with the demo account's ids (all of them, then one
 * id field at a time inside an otherwise valid input of their own) and must answer notFound and
 * change nothing. The same input then succeeds for the demo administrator, so the refusal comes from
 * the ownership check and not from a bad fixture.
 */

const ORGANISATION = new Set<unknown>(Object.values(organisation));
const contracts = createRegistry()
  .all()
  .map((method) => method.contract)
  .filter((contract) => ORGANISATION.has(contract));
const withIds = contracts.filter((contract) => idPaths(contract.input).length > 0);

// Every table an organisation method reads or writes, compared whole before and after each call.
const TABLES: Table[] = [
  schema.accounts,
  schema.entities,
  schema.entityApplications,
  schema.sites,
  schema.siteProducts,
  schema.groups,
  schema.users,
  schema.userGroups,
  schema.userProfiles,
  schema.userSites,
  schema.sessions,
  schema.passwordTokens,
  schema.companySettings,
  schema.mailOutbox,
  schema.actionLog,
];

let t: TestApp;
let demo: TenantObjects;
let other: TenantObjects;
let intruder: ReturnType<typeof caller>;

/** The mail job updates a mail's delivery status on its own time: what a method writes is the mail itself. */
const queuedPart = ({ status: _status, error: _error, sentAt: _sentAt, ...mail }: Record<string, unknown>) => mail;

async function snapshot() {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = (await t.database.db.select().from(table as never)) as Record<string, unknown>[];
    tables[getTableName(table)] = rows
      .map((row) => JSON.stringify(table === schema.mailOutbox ? queuedPart(row) : row))
      .sort();
  }
  return tables;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await prepareTenant(t, await t.login('admin@demo.test'), t.demo);
  const otherCookie = await t.login('other.admin@demo.test');
  other = await prepareTenant(t, otherCookie, t.other);
  intruder = caller(t, otherCookie);
});
afterAll(() => t.stop());

describe('tenant isolation of the organisation area', () => {
  it('finds the methods taking ids in the registry, each with a fixture covering every id field', () => {
    expect(withIds.length).toBeGreaterThanOrEqual(20);
    for (const contract of withIds) {
      const fixture = FIXTURES[methodKey(contract)];
      expect(fixture, `fixture for ${methodKey(contract)}`).toBeDefined();
      for (const path of idPaths(contract.input)) {
        expect(expand(fixture!(demo), path).length, `${methodKey(contract)} ${path.join('.')}`).toBeGreaterThan(0);
        // The naming rule of zId: an id field's key says it holds an id.
        const key = path.filter((step) => step !== '[]').at(-1) ?? '';
        const parent = path.filter((step) => step !== '[]').at(-2) ?? '';
        expect(/(Id|Ids)$/.test(key) || /Ids$/.test(parent), `${methodKey(contract)} ${path.join('.')}`).toBe(true);
      }
    }
  });

  describe.each(withIds.map((contract) => [methodKey(contract), contract] as const))(
    '%s',
    (_key, contract: MethodContract) => {
      it("answers notFound to another account, with its ids alone or mixed with the caller's own, and changes nothing", async () => {
        const fixture = FIXTURES[methodKey(contract)]!;
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
      });
    },
  );

  it('lists nothing of another account', async () => {
    const lists = contracts.filter((contract) => contract.name.startsWith('list'));
    const demoIds = [
      demo.entityId,
      demo.subEntityId,
      demo.siteId,
      demo.emptySiteId,
      ...Object.values(demo.userIds),
      ...Object.values(demo.groupIds),
    ];
    for (const contract of lists) {
      const response = await intruder(contract, {} as never);
      expect(response.json(), methodKey(contract)).toMatchObject({ code: 0 });
      for (const id of demoIds) expect(response.body.includes(id), `${methodKey(contract)} shows ${id}`).toBe(false);
    }
  });
});
