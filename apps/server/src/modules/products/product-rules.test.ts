import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, products } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { themes } from '../../db/schema';
import { caller, dataOf, expectError, fieldsOf } from '../../../test/calls';
import { countProducts, productIdByTitle } from './test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
/** A theme of the demo account: what a display template names (modules/themes). */
const [{ id: themeId }] = (await t.database.db
  .select({ id: themes.id })
  .from(themes)
  .where(eq(themes.accountId, t.demo.accountId))
  .limit(1)) as [{ id: string }];

const base = (title: string) => ({ texts: { en: { title, description: `About ${title}` } }, validityDays: 30 });
const create = (vars: Parameters<typeof admin<typeof products.createProduct>>[1]) =>
  admin(products.createProduct, vars);

describe('productModel.createProduct: the form rules', () => {
  it('saves a product with every field of the wizard', async () => {
    const imageId = dataOf(
      products.getProduct,
      await admin(products.getProduct, {
        productId: await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%'),
      }),
    ).imageId;
    const product = dataOf(
      products.createProduct,
      await create({
        defaultLanguage: 'fr',
        texts: {
          fr: { title: 'Thé vert', description: 'Sencha' },
          en: { title: 'Green tea', description: 'Sencha' },
          zh: { title: '日本绿茶', description: '煎茶' },
        },
        gtin: '3760012345007',
        sku: 'TEA-GREEN',
        brand: 'Demo Tea',
        imageId,
        validityDays: 400,
        targetCountry: 'jp',
        displayTemplate: themeId,
        tagRotation: 3,
        resolverMode: 2,
        productPageUrl: 'https://tea.example.com/green',
        redirectUrls: { en: 'https://tea.example.com/en', zh: 'https://tea.example.com/zh' },
        captcha: 9,
        ccpType: 'manual',
        controlKey: 'T3a9z',
        suspectThreshold: 3,
        fraudulentThreshold: 8,
        dynamicData: [{ label: 'Harvest', format: 'list', values: ['Spring', 'Summer'], mandatory: true }],
      }),
    );
    expect(product).toMatchObject({
      defaultLanguage: 'fr',
      texts: { fr: { title: 'Thé vert', description: 'Sencha' }, en: { title: 'Green tea', description: 'Sencha' } },
      sku: 'TEA-GREEN',
      targetCountry: 'JP',
      tagRotation: 3,
      resolverMode: 2,
      captcha: 9,
      controlKey: 'T3a9z',
      imageUrl: `/api/media/${imageId}`,
      displayTemplate: themeId,
      redirectUrls: { en: 'https://tea.example.com/en', zh: 'https://tea.example.com/zh' },
    });
  });

  it('refuses a title under 3 characters in a language filled, and a product without any title', async () => {
    expect(
      fieldsOf(
        await create({
          texts: { en: { title: 'Tea time', description: 'Black' }, zh: { title: '茶', description: '红茶' } },
          validityDays: 1,
        }),
      ),
    ).toEqual(['texts.zh.title validation.tooShort']);
    expect(fieldsOf(await create({ texts: {}, validityDays: 1 }))).toEqual(['texts validation.required']);
  });

  it('refuses a product without the title of its default language', async () => {
    expect(
      fieldsOf(
        await create({
          defaultLanguage: 'zh',
          texts: { en: { title: 'Oolong', description: 'Semi-oxidised' } },
          validityDays: 1,
        }),
      ),
    ).toEqual(['texts.zh.title validation.required']);
  });

  it('refuses a title another product of the account has in the same language, whatever its case (114)', async () => {
    expectError(await create(base('dark CHOCOLATE 70%')), ERRORS.product.titleUsed, { language: 'en' });
    expectError(
      await create({
        ...base('Fresh chocolate'),
        texts: {
          en: { title: 'Fresh chocolate', description: 'Fresh' },
          fr: { title: 'Vin rouge millésimé', description: 'Frais' },
        },
      }),
      ERRORS.product.titleUsed,
      {
        language: 'fr',
      },
    );
  });

  it('accepts a title another account uses', async () => {
    const other = caller(t, await t.login('other.admin@demo.test'));
    expect((await other(products.createProduct, base('Cross-account tea'))).statusCode).toBe(200);
    expect((await create(base('Cross-account tea'))).statusCode).toBe(200);
  });

  it('refuses a GTIN with a wrong check digit', async () => {
    expect(fieldsOf(await create({ ...base('Bad gtin tea'), gtin: '4006381333932' }))).toEqual([
      'gtin validation.gtin',
    ]);
  });

  it('warns of a GTIN already used (117) and saves it once confirmed', async () => {
    const vars = { ...base('Second chocolate'), gtin: '04006381333931' };
    const warned = await create(vars);
    expectError(warned, ERRORS.product.gtinUsed, { gtin: '04006381333931' });
    expect(warned.json().params.products).toEqual([{ id: expect.any(String), title: 'Dark chocolate 70%' }]);
    const before = await countProducts(t, t.demo.accountId);
    expect(dataOf(products.createProduct, await create({ ...vars, confirmGtinReuse: true })).gtin).toBe(
      '04006381333931',
    );
    expect(await countProducts(t, t.demo.accountId)).toBe(before + 1);
  });

  it('refuses a SKU another product has, whatever its case (118)', async () => {
    expectError(await create({ ...base('Copy wine'), sku: 'demo-wine-01' }), ERRORS.product.skuUsed, {
      sku: 'demo-wine-01',
    });
  });

  it('refuses a fraudulent threshold under the suspect one, unless either is 0', async () => {
    expect(fieldsOf(await create({ ...base('Threshold tea'), suspectThreshold: 10, fraudulentThreshold: 4 }))).toEqual([
      'fraudulentThreshold validation.tooShort',
    ]);
    expect((await create({ ...base('Threshold tea'), suspectThreshold: 10, fraudulentThreshold: 0 })).statusCode).toBe(
      200,
    );
  });

  it('needs a validity in days', async () => {
    expect(fieldsOf(await create({ texts: { en: { title: 'Timeless tea', description: 'Tea' } } } as never))).toEqual([
      'validityDays validation.required',
    ]);
  });

  it('refuses a manual control key that is not 5 letters and digits with one of each', async () => {
    expect(fieldsOf(await create({ ...base('Key tea'), ccpType: 'manual', controlKey: 'abcde' }))).toEqual([
      'controlKey validation.ccp',
    ]);
    expect(fieldsOf(await create({ ...base('Key tea'), ccpType: 'manual' }))).toEqual([
      'controlKey validation.required',
    ]);
  });

  it('refuses a dynamic list without values (product.emptyValueList) and a label used twice (product.labelExists)', async () => {
    expectError(
      await create({ ...base('List tea'), dynamicData: [{ label: 'Size', format: 'list', values: [] }] }),
      ERRORS.product.emptyValueList,
      {
        path: 'dynamicData.0.values',
      },
    );
    const twice = [
      { label: 'Batch', format: 'text' as const },
      { label: 'BATCH', format: 'number' as const },
    ];
    expectError(await create({ ...base('Label tea'), dynamicData: twice }), ERRORS.product.labelExists, {
      path: 'dynamicData.1.label',
    });
  });

  it('refuses an image or a contained product of another account as not found', async () => {
    const other = caller(t, await t.login('other.admin@demo.test'));
    const foreign = dataOf(products.findProducts, await other(products.findProducts, {})).rows.find(
      (row) => row.imageUrl,
    )!;
    expectError(
      await create({ ...base('Foreign image tea'), imageId: foreign.imageUrl!.split('/').at(-1) }),
      ERRORS.common.notFound,
    );
    expectError(
      await create({ ...base('Foreign box'), isContainer: true, contents: [{ productId: foreign.id, quantity: 1 }] }),
      ERRORS.common.notFound,
    );
  });
});

describe('productModel.updateProduct', () => {
  it('keeps a GTIN shared by confirmation without asking again', async () => {
    const id = dataOf(
      products.createProduct,
      await create({ ...base('Shared gtin tea'), gtin: '3017620422003', confirmGtinReuse: true }),
    ).id;
    const updated = await admin(products.updateProduct, {
      productId: id,
      ...base('Shared gtin tea, renamed'),
      gtin: '3017620422003',
    });
    expect(updated.json()).toMatchObject({ code: 0, data: { texts: { en: { title: 'Shared gtin tea, renamed' } } } });
  });

  it('lets a product keep its own title and SKU', async () => {
    const id = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
    const current = dataOf(products.getProduct, await admin(products.getProduct, { productId: id }));
    const response = await admin(products.updateProduct, {
      productId: id,
      ...products.productToInput(current),
      validityDays: 100,
    });
    expect(dataOf(products.updateProduct, response)).toMatchObject({ validityDays: 100, sku: 'DEMO-WINE-01' });
  });

  it('refuses a container that would hold itself, directly or through another container (product.containerCycle)', async () => {
    const wineId = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
    const caseId = await productIdByTitle(t, t.demo.accountId, 'Wine case of 6');
    const box = dataOf(products.getProduct, await admin(products.getProduct, { productId: caseId }));
    const selfHolding = {
      productId: caseId,
      ...products.productToInput(box),
      contents: [{ productId: caseId, quantity: 1 }],
    };
    expectError(await admin(products.updateProduct, selfHolding), ERRORS.product.containerCycle);
    const pallet = dataOf(
      products.createProduct,
      await create({ ...base('Pallet of cases'), isContainer: true, contents: [{ productId: caseId, quantity: 50 }] }),
    );
    const wine = dataOf(products.getProduct, await admin(products.getProduct, { productId: wineId }));
    const cycle = {
      productId: caseId,
      ...products.productToInput(box),
      contents: [{ productId: pallet.id, quantity: 1 }],
    };
    expectError(await admin(products.updateProduct, cycle), ERRORS.product.containerCycle);
    expect(wine.isContainer).toBe(false);
  });
});
