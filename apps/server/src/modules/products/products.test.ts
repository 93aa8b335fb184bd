import { describe, expect, it } from 'vitest';
import { ERRORS, products } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { productContents, siteProducts } from '../../db/schema';
import { caller, cookieWithRights, dataOf, expectError } from '../../../test/calls';
import { countProducts, productIdByTitle } from './test-support';
import { withFailingInserts } from '../../../test/failing-writes';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const guest = caller(t, await t.login('guest@demo.test'));

const newProduct = (title: string) => ({ texts: { en: { title, description: `About ${title}` } }, validityDays: 30 });

describe('productModel.findProducts', () => {
  it('lists the active demo products with their image address, titles and total', async () => {
    const list = dataOf(
      products.findProducts,
      await guest(products.findProducts, { sort: { field: 'title', order: 'asc' } }),
    );
    // The catalogue of the demo, with the products of the consultation's demo seals (seed/consultation.ts).
    expect(list.rows.map((row) => row.title)).toEqual([
      'Black tea 100 g',
      'Dark chocolate 70%',
      'Face serum 30 ml',
      'Green tea 100 g',
      'Jasmine tea 100 g',
      'Matcha 30 g',
      'Olive oil 50 cl',
      'Oolong tea 100 g',
      'Rooibos 100 g',
      'Vintage red wine',
      'White tea 100 g',
      'Wine case of 6',
    ]);
    expect(list.total).toBe(12);
    const chocolate = list.rows[1]!;
    expect(chocolate.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    expect(chocolate.titles).toEqual({ en: 'Dark chocolate 70%', fr: 'Chocolat noir 70 %', zh: '70% 黑巧克力' });
  });

  it('lists the archived products apart', async () => {
    const list = dataOf(products.findProducts, await guest(products.findProducts, { filters: { archived: true } }));
    expect(list.rows.map((row) => row.title).sort()).toEqual(['Earl Grey 2020', 'Perfume 50 ml (2019)']);
  });

  it('searches titles in every language, GTIN, SKU and brand, and shows titles in the asked language', async () => {
    const search = async (text: string) =>
      dataOf(products.findProducts, await guest(products.findProducts, { search: text, language: 'fr' })).rows.map(
        (row) => row.title,
      );
    expect(await search('millésimé')).toEqual(['Vin rouge millésimé']);
    expect(await search('红葡萄')).toEqual(['Vin rouge millésimé']);
    expect(await search('4006381333931')).toEqual(['Chocolat noir 70 %']);
    expect(await search('demo-case')).toEqual(['Caisse de 6 bouteilles']);
    expect(await search('cellars')).toEqual(['Vin rouge millésimé']);
    expect(await search('100%_')).toEqual([]);
  });

  it('filters and pages', async () => {
    const containers = dataOf(
      products.findProducts,
      await guest(products.findProducts, { filters: { isContainer: true } }),
    );
    expect(containers.rows.map((row) => row.title)).toEqual(['Wine case of 6']);
    const page2 = dataOf(
      products.findProducts,
      await guest(products.findProducts, { size: 2, page: 2, sort: { field: 'title', order: 'asc' } }),
    );
    expect(page2).toMatchObject({ total: 12, rows: [{ title: 'Face serum 30 ml' }, { title: 'Green tea 100 g' }] });
  });

  it('needs prod.view', async () => {
    const user = caller(t, await t.login('user@demo.test'));
    expect((await user(products.findProducts, {})).statusCode).toBe(200);
    const nobody = caller(t, await cookieWithRights(t, []));
    expectError(await nobody(products.findProducts, {}), ERRORS.common.forbidden);
  });
});

describe('productModel.getProduct', () => {
  it('answers every field of a product, with its dynamic data and the contents of a container', async () => {
    const wineId = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
    const wine = dataOf(products.getProduct, await guest(products.getProduct, { productId: wineId }));
    expect(wine).toMatchObject({
      gtin: '3017620422003',
      sku: 'DEMO-WINE-01',
      targetCountry: 'FR',
      validityDays: 3650,
      captcha: 0,
    });
    expect(wine.dynamicData.map((item) => item.format)).toEqual(['masked_text', 'date', 'list']);
    const caseId = await productIdByTitle(t, t.demo.accountId, 'Wine case of 6');
    const box = dataOf(products.getProduct, await guest(products.getProduct, { productId: caseId }));
    expect(box.contents).toEqual([{ productId: wineId, quantity: 6, title: 'Vintage red wine' }]);
  });

  it('answers notFound for an unknown id', async () => {
    expectError(
      await guest(products.getProduct, { productId: '00000000-0000-4000-8000-000000000000' }),
      ERRORS.common.notFound,
    );
  });
});

describe('archive, unarchive and delete', () => {
  it('archives and unarchives a product', async () => {
    const id = dataOf(products.createProduct, await admin(products.createProduct, newProduct('Archivable tea'))).id;
    expect(dataOf(products.archiveProduct, await admin(products.archiveProduct, { productId: id }))).toMatchObject({
      archived: true,
    });
    const archived = dataOf(
      products.findProducts,
      await admin(products.findProducts, { filters: { archived: true }, search: 'Archivable' }),
    );
    expect(archived.total).toBe(1);
    expect(dataOf(products.unarchiveProduct, await admin(products.unarchiveProduct, { productId: id }))).toMatchObject({
      archived: false,
      archivedAt: null,
    });
  });

  it('deletes a product nothing refers to', async () => {
    const id = dataOf(products.createProduct, await admin(products.createProduct, newProduct('Short-lived tea'))).id;
    expect(dataOf(products.deleteProduct, await admin(products.deleteProduct, { productId: id }))).toEqual({
      deleted: true,
    });
    expectError(await admin(products.getProduct, { productId: id }), ERRORS.common.notFound);
  });

  it('refuses to delete a product placed in a site', async () => {
    const id = dataOf(products.createProduct, await admin(products.createProduct, newProduct('Sited tea'))).id;
    await t.database.db
      .insert(siteProducts)
      .values({ accountId: t.demo.accountId, siteId: t.demo.siteId, productId: id });
    const before = await countProducts(t, t.demo.accountId);
    expectError(await admin(products.deleteProduct, { productId: id }), ERRORS.product.inUse);
    expect(await countProducts(t, t.demo.accountId)).toBe(before);
  });

  it('refuses to delete a product a container holds, and deletes the container with its contents', async () => {
    const wineId = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
    expectError(await admin(products.deleteProduct, { productId: wineId }), ERRORS.product.inUse);
    const boxId = dataOf(
      products.createProduct,
      await admin(products.createProduct, {
        ...newProduct('Wine case of 12'),
        isContainer: true,
        contents: [{ productId: wineId, quantity: 12 }],
      }),
    ).id;
    expect((await admin(products.deleteProduct, { productId: boxId })).statusCode).toBe(200);
    const left = await t.database.db.select().from(productContents);
    expect(left.some((row) => row.containerId === boxId)).toBe(false);
  });

  it('needs prod.delete to delete and prod.archive to archive', async () => {
    const id = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
    expectError(await guest(products.deleteProduct, { productId: id }), ERRORS.common.forbidden);
    expectError(await guest(products.archiveProduct, { productId: id }), ERRORS.common.forbidden);
  });
});

describe('productModel.updateProduct when the database refuses the write', () => {
  it('answers 122 (product update error) and leaves the product as it was', async () => {
    const created = dataOf(products.createProduct, await admin(products.createProduct, newProduct('Hibiscus 50 g')));
    const response = await withFailingInserts(t, 'product_texts', () =>
      admin(products.updateProduct, { productId: created.id, ...newProduct('Hibiscus 80 g') }),
    );
    expectError(response, ERRORS.product.updateFailed);
    const after = dataOf(products.getProduct, await admin(products.getProduct, { productId: created.id }));
    expect(after.texts).toEqual(created.texts);
    expect(after.updatedAt).toBe(created.updatedAt);
  });
});
