import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, type Table } from 'drizzle-orm';
import { ERRORS, brand, media, methodKey, products, type MethodContract } from '@seal/shared';
import { createTestApp, type TestApp } from './app';
import { waitFor } from './helpers';
import * as schema from '../src/db/schema';
import type { DemoData } from '../src/db/seed/demo';
import { createRegistry } from '../src/rpc/methods';
import { expand, getAt, idPaths, setAt } from '../src/modules/organisation/id-paths';
import { caller, dataOf, expectError } from './calls';

/**
 * Tenant isolation of products, media and brand, generated from the registry: every method of
 * these areas whose input holds an id is called by the other account's administrator with the
 * demo account's ids (all of them, then one id at a time inside an input of their own) and must
 * answer notFound and change nothing. The same input then succeeds for the demo administrator,
 * so the refusal comes from the ownership check and not from a bad fixture.
 */
const AREAS = new Set<unknown>([...Object.values(products), ...Object.values(media), ...Object.values(brand)]);
const contracts = createRegistry()
  .all()
  .map((method) => method.contract)
  .filter((contract) => AREAS.has(contract));
const withIds = contracts.filter((contract) => idPaths(contract.input).length > 0);

const TABLES: Table[] = [
  schema.products,
  schema.productTexts,
  schema.productContents,
  schema.productImports,
  schema.media,
  schema.brands,
  schema.siteProducts,
  schema.actionLog,
];

interface Tenant extends DemoData {
  chocolateId: string;
  wineId: string;
  caseId: string;
  caseForm: products.ProductInput;
  logoId: string;
  disposableProductId: string;
  disposableMediaId: string;
  draftImportId: string;
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(counter++).toString(36)}`;

type Fixture = (o: Tenant) => Record<string, unknown>;
const FIXTURES: Record<string, Fixture> = {
  'productModel.getProduct': (o) => ({ productId: o.chocolateId }),
  'productModel.createProduct': (o) => ({
    texts: { en: { title: unique('Isolation box') } },
    validityDays: 1,
    imageId: o.logoId,
    isContainer: true,
    contents: [{ productId: o.wineId, quantity: 2 }],
  }),
  'productModel.updateProduct': (o) => ({ ...o.caseForm, productId: o.caseId, imageId: o.logoId }),
  'productModel.archiveProduct': (o) => ({ productId: o.chocolateId }),
  'productModel.unarchiveProduct': (o) => ({ productId: o.chocolateId }),
  'productModel.deleteProduct': (o) => ({ productId: o.disposableProductId }),
  'productModel.startImport': (o) => ({ importId: o.draftImportId }),
  'productModel.getImport': (o) => ({ importId: o.draftImportId }),
  'mediaModel.getMedia': (o) => ({ media_id: o.logoId }),
  'mediaModel.renameMedia': (o) => ({ mediaId: o.logoId, name: unique('Renamed logo') }),
  'mediaModel.tagMedia': (o) => ({ mediaId: o.logoId, tag: 'isolation' }),
  'mediaModel.deleteMedia': (o) => ({ mediaId: o.disposableMediaId }),
  'brandModel.saveBrand': (o) => ({ name: 'Isolation brand', logoId: o.logoId }),
};

let t: TestApp;
let demo: Tenant;
let other: Tenant;
let intruder: ReturnType<typeof caller>;

async function prepareTenant(cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const rows = dataOf(products.findProducts, await call(products.findProducts, { size: 100 })).rows;
  const id = (title: string) => rows.find((row) => row.title === title)!.id;
  const caseId = id('Wine case of 6');
  const disposable = await call(products.createProduct, {
    texts: { en: { title: 'Disposable tea' } },
    validityDays: 1,
  });
  const [spare] = await t.database.db
    .insert(schema.media)
    .values({
      accountId: seeded.accountId,
      name: 'Disposable image',
      type: 'png',
      contentType: 'image/png',
      size: 1,
      content: Buffer.from([0]),
    })
    .returning();
  const draft = await call(products.previewImport, { csv: 'title_en,validity_days\nIsolation import,3' });
  return {
    ...seeded,
    chocolateId: id('Dark chocolate 70%'),
    wineId: id('Vintage red wine'),
    caseId,
    caseForm: products.productToInput(
      dataOf(products.getProduct, await call(products.getProduct, { productId: caseId })),
    ),
    logoId: dataOf(media.findMedia, await call(media.findMedia, { search: 'Demo logo' })).rows[0]!.id,
    disposableProductId: dataOf(products.createProduct, disposable).id,
    disposableMediaId: spare!.id,
    draftImportId: dataOf(products.previewImport, draft).importId,
  };
}

async function importDone(call: ReturnType<typeof caller>, importId: string) {
  await waitFor(
    async () => dataOf(products.getImport, await call(products.getImport, { importId })).status === 'done',
    { what: 'the import' },
  );
}

async function snapshot() {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = (await t.database.db.select().from(table as never)) as Record<string, unknown>[];
    tables[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await prepareTenant(await t.login('admin@demo.test'), t.demo);
  const otherCookie = await t.login('other.admin@demo.test');
  other = await prepareTenant(otherCookie, t.other);
  intruder = caller(t, otherCookie);
});
afterAll(() => t.stop());

describe('tenant isolation of products, media and brand', () => {
  it('finds the methods taking ids in the registry, each with a fixture covering every id field', () => {
    expect(withIds.length).toBeGreaterThanOrEqual(13);
    for (const contract of withIds) {
      const fixture = FIXTURES[methodKey(contract)];
      expect(fixture, `fixture for ${methodKey(contract)}`).toBeDefined();
      for (const path of idPaths(contract.input)) {
        expect(expand(fixture!(demo), path).length, `${methodKey(contract)} ${path.join('.')}`).toBeGreaterThan(0);
        const key = path.filter((step) => step !== '[]').at(-1) ?? '';
        // zId's naming rule, and media_id, the name spec 001 gives getMedia's key.
        expect(/(Id|Ids)$/.test(key) || key === 'media_id', `${methodKey(contract)} ${path.join('.')}`).toBe(true);
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
        // The import the owner started runs in the background: let it end before the next snapshots.
        if (contract === products.startImport) await importDone(owner, demo.draftImportId);
      });
    },
  );

  it('lists and reads nothing of another account', async () => {
    const readers = contracts.filter((contract) => idPaths(contract.input).length === 0 && !contract.mutates);
    const demoIds = [
      demo.chocolateId,
      demo.wineId,
      demo.caseId,
      demo.logoId,
      demo.disposableProductId,
      demo.disposableMediaId,
    ];
    for (const contract of readers) {
      const vars =
        contract === products.previewImport
          ? { csv: 'title_en,validity_days\nLook,1' }
          : contract === products.parseGs1
            ? { json: '{}' }
            : {};
      const response = await intruder(contract, vars as never);
      for (const id of demoIds) expect(response.body.includes(id), `${methodKey(contract)} shows ${id}`).toBe(false);
    }
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/media/${demo.logoId}`,
      headers: { cookie: await t.login('other.admin@demo.test') },
    });
    expectError(served, ERRORS.common.notFound);
  });
});
