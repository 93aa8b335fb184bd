import { describe, expect, it } from 'vitest';
import { ERRORS, products, UNSAFE_CHARACTERS_KEY } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { waitFor } from '../../../test/helpers';
import { caller, dataOf, expectError, fieldsOf } from '../../../test/calls';
import { countProducts, productIdByTitle } from './test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);

/** Previews, starts and polls an import until it ends (bounded by waitFor). */
async function runImport(call: ReturnType<typeof caller>, csv: string, confirmGtinReuse = false) {
  const preview = dataOf(products.previewImport, await call(products.previewImport, { csv }));
  dataOf(products.startImport, await call(products.startImport, { importId: preview.importId, confirmGtinReuse }));
  return waitFor(
    async () => {
      const report = dataOf(products.getImport, await call(products.getImport, { importId: preview.importId }));
      return report.status === 'done' || report.status === 'failed' ? report : undefined;
    },
    { what: 'the import to finish' },
  );
}

const MIXED = [
  'sku,gtin,title_en,title_fr,description_en,description_fr,validity_days,brand',
  'IMP-1,,Imported tea one,Thé importé un,Tea one,Thé un,30,Tea Co',
  'IMP-2,,ab,,Short,,30,',
  'IMP-3,,Imported tea three,,Tea three,,,',
  'DEMO-WINE-01,,,,,,,New Cellars',
  'IMP-4,,Dark chocolate 70%,,Chocolate,,30,',
  `IMP-5,,"=cmd|' /C calc'!A0 tea",,Formula tea,,30,@SUM(1+1)`,
  'IMP-6,4006381333932,Bad gtin tea,,Bad gtin,,30,',
  ',4006381333931,,,,,45,',
].join('\r\n');

describe('CSV import of products', () => {
  it('previews each row with its outcome and errors, saving nothing', async () => {
    const before = await countProducts(t, t.demo.accountId);
    const preview = dataOf(products.previewImport, await admin(products.previewImport, { csv: MIXED }));
    expect(preview).toMatchObject({ total: 8, valid: 4, invalid: 4, ignoredColumns: [] });
    expect(preview.rows.map((row) => row.action)).toEqual([
      'create',
      'skip',
      'skip',
      'update',
      'skip',
      'create',
      'skip',
      'update',
    ]);
    expect(preview.rows[0]!.values).toMatchObject({ sku: 'IMP-1', title_en: 'Imported tea one' });
    expect(preview.errors).toEqual([
      { line: 3, issues: [{ column: 'title_en', key: 'validation.tooShort', params: { min: 3 } }] },
      { line: 4, issues: [{ column: 'validity_days', key: 'validation.required' }] },
      {
        line: 6,
        issues: [
          { column: 'title_en', key: 'product.titleUsed', params: { language: 'en', title: 'Dark chocolate 70%' } },
        ],
      },
      { line: 8, issues: [{ column: 'gtin', key: 'validation.gtin' }] },
    ]);
    expect(await countProducts(t, t.demo.accountId)).toBe(before);
  });

  it('names the column and the real problem of each refused cell', async () => {
    const csv = [
      'title_en,description_en,title_fr,default_language,validity_days,tag_rotation',
      'Letters tea,Tea,,,abc,',
      'Plain tea,,,,30,',
      ',,,fr,30,',
      'Turned tea,Tea,,,30,-2',
    ].join('\n');
    const preview = dataOf(products.previewImport, await admin(products.previewImport, { csv }));
    expect(preview.errors).toEqual([
      { line: 2, issues: [{ column: 'validity_days', key: 'validation.number' }] },
      { line: 3, issues: [{ column: 'description_en', key: 'validation.required' }] },
      { line: 4, issues: [{ column: 'title_fr', key: 'validation.required' }] },
      { line: 5, issues: [{ column: 'tag_rotation', key: 'validation.choice' }] },
    ]);
  });

  it('imports the good rows of a mixed file in the background and reports the bad ones', async () => {
    const before = await countProducts(t, t.demo.accountId);
    const report = await runImport(admin, MIXED);
    expect(report).toMatchObject({
      status: 'done',
      total: 8,
      done: 8,
      created: 2,
      updated: 2,
      failed: 4,
      warning: ERRORS.product.partialImport.key,
    });
    expect(report.errors.map((error) => error.line)).toEqual([3, 4, 6, 8]);
    expect(await countProducts(t, t.demo.accountId)).toBe(before + 2);

    // Updated by SKU: the brand changes, the empty cells leave the rest as it was.
    const wine = dataOf(
      products.getProduct,
      await admin(products.getProduct, { productId: await productIdByTitle(t, t.demo.accountId, 'Vintage red wine') }),
    );
    expect(wine).toMatchObject({
      brand: 'New Cellars',
      validityDays: 3650,
      dynamicData: expect.arrayContaining([expect.objectContaining({ label: 'Cask' })]),
    });
    // Updated by GTIN, as the row has no SKU.
    const chocolate = dataOf(
      products.getProduct,
      await admin(products.getProduct, {
        productId: await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%'),
      }),
    );
    expect(chocolate).toMatchObject({ validityDays: 45, sku: 'DEMO-CHOC-70', captcha: 3 });
  });

  it('stores a formula cell as text and neutralises it in the export', async () => {
    const id = await productIdByTitle(t, t.demo.accountId, "=cmd|' /C calc'!A0 tea");
    const product = dataOf(products.getProduct, await admin(products.getProduct, { productId: id }));
    expect(product.brand).toBe('@SUM(1+1)');
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/products/export.csv',
      headers: { cookie: adminCookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const line = exported.body.split('\r\n').find((row) => row.startsWith('IMP-5,'))!;
    expect(line).toContain(`,'=cmd|' /C calc'!A0 tea,`);
    expect(line).toContain(`,'@SUM(1+1),`);
    expect(line).not.toMatch(/,=|,@/);
  });

  it('reads back its own export as updates, formulas included', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/products/export.csv',
      headers: { cookie: adminCookie },
    });
    const report = await runImport(admin, exported.body);
    expect(report).toMatchObject({ status: 'done', created: 0, failed: 0, warning: null });
    expect(report.updated).toBe(report.total);
    const id = await productIdByTitle(t, t.demo.accountId, "=cmd|' /C calc'!A0 tea");
    expect(dataOf(products.getProduct, await admin(products.getProduct, { productId: id })).brand).toBe('@SUM(1+1)');
  });

  it('reads semicolon files with a byte-order mark and quoted line breaks', async () => {
    const csv =
      '\uFEFFsku;title_en;description_en;validity_days\r\nSEMI-1;Semicolon tea;"Two\r\nlines; one cell";12\r\n';
    const report = await runImport(admin, csv);
    expect(report).toMatchObject({ status: 'done', created: 1, failed: 0 });
    const product = dataOf(
      products.getProduct,
      await admin(products.getProduct, { productId: await productIdByTitle(t, t.demo.accountId, 'Semicolon tea') }),
    );
    expect(product.texts.en!.description).toBe('Two\r\nlines; one cell');
  });

  it('reports a GTIN already used unless the import confirms reusing it', async () => {
    const csv = 'sku,gtin,title_en,description_en,validity_days\nREUSE-1,3017620422003,Reused gtin tea,Tea,10';
    const refused = await runImport(admin, csv);
    expect(refused).toMatchObject({
      created: 0,
      failed: 1,
      errors: [{ line: 2, issues: [{ column: 'gtin', key: 'product.gtinUsed' }] }],
    });
    expect(await runImport(admin, csv, true)).toMatchObject({ created: 1, failed: 0 });
  });

  it('reports a restricted column filled without its right, row by row', async () => {
    const staff = caller(t, await t.login('user@demo.test'));
    const csv = 'sku,title_en,description_en,validity_days,captcha\nSTAFF-1,Staff tea,Tea,10,\n,Staff tea two,Tea,10,3';
    const preview = dataOf(products.previewImport, await staff(products.previewImport, { csv }));
    expect(preview.errors).toEqual([
      { line: 2, issues: [{ column: 'sku', key: ERRORS.common.forbidden.key }] },
      { line: 3, issues: [{ column: 'captcha', key: ERRORS.common.forbidden.key }] },
    ]);
  });

  it('starts a draft once', async () => {
    const preview = dataOf(
      products.previewImport,
      await admin(products.previewImport, { csv: 'title_en,description_en,validity_days\nOnce tea,Tea,3' }),
    );
    expect((await admin(products.startImport, { importId: preview.importId })).statusCode).toBe(200);
    expectError(await admin(products.startImport, { importId: preview.importId }), ERRORS.product.importStarted);
  });
});

describe('files the import refuses', () => {
  it('refuses binary content', async () => {
    expectError(await admin(products.previewImport, { csv: 'MZ\u0090\u0003\u0001PE' }), ERRORS.product.csvOnly, {
      reason: 'binary',
    });
    // A NUL never reaches the import: the envelope refuses it on the field (http/safe-strings.ts).
    const withNul = await admin(products.previewImport, { csv: 'MZ\u0090\u0000\u0003\u0000PE' });
    expect(fieldsOf(withNul)).toEqual([`csv ${UNSAFE_CHARACTERS_KEY}`]);
  });

  it('refuses a text whose header names no template column', async () => {
    expectError(
      await admin(products.previewImport, { csv: '<html><body>hello</body></html>' }),
      ERRORS.product.csvOnly,
      { reason: 'header' },
    );
  });

  it('refuses a malformed quote, naming its line', async () => {
    expectError(await admin(products.previewImport, { csv: 'sku,title_en\nA,"open\nB,x' }), ERRORS.product.csvOnly, {
      reason: 'unclosedQuote',
      line: 2,
    });
  });

  it('refuses a file over 10 MB', async () => {
    const csv = `sku,title_en\n${'x'.repeat(10 * 1024 * 1024)}`;
    expectError(await admin(products.previewImport, { csv }), ERRORS.common.tooLarge);
  });
});

describe('CSV files', () => {
  it('serves the import template to a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/csv-template',
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="products-template.csv"');
    expect(response.body.split('\r\n')[0]).toBe(
      `\uFEFF${products.PRODUCT_CSV_COLUMNS.map((column) => column.name).join(',')}`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/products/csv-template' })).statusCode).toBe(401);
  });

  it("exports only the products of the caller's account, to prod.view", async () => {
    const other = await t.login('other.admin@demo.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/products/export.csv', headers: { cookie: other } });
    expect(response.body).not.toContain('IMP-1');
    expect(response.body).toContain('DEMO-CHOC-70');
    expect((await t.app.inject({ method: 'GET', url: '/api/products/export.csv' })).statusCode).toBe(401);
    const archived = await t.app.inject({
      method: 'GET',
      url: '/api/products/export.csv?archived=true',
      headers: { cookie: adminCookie },
    });
    expect(archived.body).toContain('DEMO-PERF-2019');
    expect(archived.body).not.toContain('DEMO-CHOC-70');
  });
});
