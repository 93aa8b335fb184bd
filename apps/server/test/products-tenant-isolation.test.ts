import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { ERRORS, brand, media, methodKey, products } from '@seal/shared';
import * as schema from '../src/db/schema';
import type { DemoData } from '../src/db/seed/demo';
import type { TestApp } from './app';
import { caller, dataOf, expectError } from './calls';
import { waitFor } from './helpers';
import { idPaths } from './id-paths';
import { describeTenantIsolation, type Caller } from './tenant-isolation';

const TABLES = [
  schema.products,
  schema.productTexts,
  schema.productContents,
  schema.productImports,
  schema.media,
  schema.brands,
  schema.siteProducts,
  schema.actionLog,
] satisfies Table[];

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
    texts: { en: { title: unique('Isolation box'), description: 'A box' } },
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

async function prepareTenant(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const rows = dataOf(products.findProducts, await call(products.findProducts, { size: 100 })).rows;
  const id = (title: string) => rows.find((row) => row.title === title)!.id;
  const caseId = id('Wine case of 6');
  const disposable = await call(products.createProduct, {
    texts: { en: { title: 'Disposable tea', description: 'Tea' } },
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

async function importDone(call: Caller, importId: string) {
  await waitFor(
    async () => dataOf(products.getImport, await call(products.getImport, { importId })).status === 'done',
    { what: 'the import' },
  );
}

describeTenantIsolation<Tenant>({
  area: 'products, media and brand',
  namespaces: [products, media, brand],
  minMethodsWithIds: 13,
  tables: TABLES,
  prepare: prepareTenant,
  fixtures: FIXTURES,
  // media_id is the name spec 001 gives getMedia's key.
  idKeyExceptions: ['media_id'],
  // The import the owner started runs in the background: let it end before the next snapshots.
  afterOwnerCall: async (contract, owner, demo) => {
    if (contract === products.startImport) await importDone(owner, demo.draftImportId);
  },
  more: (context) => {
    it('lists and reads nothing of another account', async () => {
      const { t, demo, intruder, contracts } = context();
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
  },
});
