import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, ERRORS, products, type Right } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { caller, dataOf, expectError } from '../../../test/calls';
import { createUser, sessionCookie } from '../../../test/helpers';
import { productIdByTitle } from './test-support';

const t = await useTestApp();
/** A user of the sub-entity (demo Asia) with every product right but no master right. */
let asia: ReturnType<typeof caller>;
/** The head office's administrator: every right, orga.master_product included. */
let master: ReturnType<typeof caller>;
/** A head-office user with every product right but orga.master_product. */
let headOffice: ReturnType<typeof caller>;
let asiaProductId: string;
let headOfficeProductId: string;

const PRODUCT_RIGHTS = ALL_RIGHTS.filter((right) => right.startsWith('prod.'));
const asUser = async (entityId: string, rights: readonly Right[]) => {
  const user = await createUser(t.database.db, { accountId: t.demo.accountId, entityId, rights });
  return caller(t, await sessionCookie(t.database.db, { ...user, accountId: t.demo.accountId, entityId }, rights));
};
const product = (title: string) => ({ texts: { en: { title, description: `About ${title}` } }, validityDays: 30 });
const listed = async (call: ReturnType<typeof caller>) =>
  dataOf(products.findProducts, await call(products.findProducts, { size: 100 })).rows.map((row) => row.id);

beforeAll(async () => {
  master = caller(t, await t.login('admin@demo.test'));
  asia = await asUser(t.demo.subEntityId, PRODUCT_RIGHTS);
  headOffice = await asUser(t.demo.entityId, PRODUCT_RIGHTS);
  asiaProductId = dataOf(products.createProduct, await asia(products.createProduct, product('Asia jasmine tea'))).id;
  headOfficeProductId = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
});

describe('products by entity (orga.master_product)', () => {
  it("lets a sub-entity's users see and edit only the products their entity created", async () => {
    expect(await listed(asia)).toEqual([asiaProductId]);
    expectError(await asia(products.getProduct, { productId: headOfficeProductId }), ERRORS.common.notFound);
    const current = dataOf(products.getProduct, await master(products.getProduct, { productId: headOfficeProductId }));
    expectError(
      await asia(products.updateProduct, { ...products.productToInput(current), productId: headOfficeProductId }),
      ERRORS.common.notFound,
    );
    expectError(await asia(products.archiveProduct, { productId: headOfficeProductId }), ERRORS.common.notFound);
    expect(
      (await asia(products.updateProduct, { ...product('Asia jasmine tea'), productId: asiaProductId, brand: 'Asia' }))
        .statusCode,
    ).toBe(200);
  });

  it('lets the parent entity with orga.master_product see, edit and archive the products of its sub-entities', async () => {
    expect(await listed(master)).toEqual(expect.arrayContaining([asiaProductId, headOfficeProductId]));
    const edited = dataOf(
      products.updateProduct,
      await master(products.updateProduct, { ...product('Asia jasmine tea'), productId: asiaProductId, brand: 'HQ' }),
    );
    expect(edited.brand).toBe('HQ');
    // Edited by the parent, the product stays its sub-entity's.
    expect(dataOf(products.getProduct, await asia(products.getProduct, { productId: asiaProductId })).brand).toBe('HQ');
    expect((await master(products.archiveProduct, { productId: asiaProductId })).statusCode).toBe(200);
    expect((await master(products.unarchiveProduct, { productId: asiaProductId })).statusCode).toBe(200);
  });

  it('keeps the products of sub-entities from parent users without orga.master_product', async () => {
    const rows = await listed(headOffice);
    expect(rows).toContain(headOfficeProductId);
    expect(rows).not.toContain(asiaProductId);
    expectError(await headOffice(products.getProduct, { productId: asiaProductId }), ERRORS.common.notFound);
    expectError(
      await headOffice(products.updateProduct, { ...product('Asia jasmine tea'), productId: asiaProductId }),
      ERRORS.common.notFound,
    );
    expectError(await headOffice(products.archiveProduct, { productId: asiaProductId }), ERRORS.common.notFound);
  });

  it('never lets an import update a product out of the scope: its SKU counts as used', async () => {
    const csv = 'sku,title_en,description_en,validity_days\nDEMO-CHOC-70,Asia chocolate,Chocolate,30';
    const preview = dataOf(products.previewImport, await asia(products.previewImport, { csv }));
    expect(preview.rows[0]).toMatchObject({ action: 'skip' });
    expect(preview.errors).toEqual([
      { line: 2, issues: [{ column: 'sku', key: ERRORS.product.skuUsed.key, params: { sku: 'DEMO-CHOC-70' } }] },
    ]);
  });
});
