import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, qrnutri } from '@seal/shared';
import { caller, cookieWithRights, dataOf, expectError } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { actionLog } from '../../db/schema';
import { decodePng } from '../codes/test-decode';
import { demoProductId, demoSheet, sheetFields } from './test-sheets';

const t = await useTestApp();
const db = t.database.db;
const { admin } = await asAdministrator(t);
const product = (sku: string) => demoProductId(db, t.demo.accountId, sku);
const chocolate = await demoSheet(db, t.demo.accountId);
const nutrients = sheetFields().nutrients!;

/** The answer's field issues, as "path key". */
const issues = (response: { json(): { fields?: { path: string; key: string }[] } }) =>
  (response.json().fields ?? []).map((field) => `${field.path} ${field.key}`);

describe('qrnutriModel.create and update', () => {
  it('creates a sheet on a product of the account, unpublished, and records it in the action log', async () => {
    const created = dataOf(
      qrnutri.create,
      await admin(qrnutri.create, { ...sheetFields(), productId: await product('DEMO-OIL-50') }),
    );
    expect(created).toMatchObject({
      published: false,
      basis: '100g',
      defaultLanguage: 'en',
      productTitle: 'Olive oil 50 cl',
    });
    expect(created.publicUrl).toMatch(/\/n\/[\w-]{22}$/);
    expect(dataOf(qrnutri.get, await admin(qrnutri.get, { sheetId: created.id })).texts.fr?.ingredients[3]).toEqual({
      text: 'lécithine de soja',
      allergen: 'soybeans',
    });
    const logged = await db.select().from(actionLog).where(eq(actionLog.targetId, created.id));
    expect(logged.map((entry) => entry.method)).toEqual(['qrnutriModel.create']);
  });

  it('refuses a second sheet for a product (one per product)', async () => {
    expectError(
      await admin(qrnutri.create, { ...sheetFields(), productId: chocolate.productId }),
      ERRORS.qrnutri.productTaken,
    );
  });

  it('refuses negative numbers, naming each field', async () => {
    const response = await admin(qrnutri.update, {
      ...sheetFields({ nutrients: { ...nutrients, protein: -1, salt: -0.1 } }),
      sheetId: chocolate.id,
    });
    expectError(response, ERRORS.qrnutri.negativeValue, { field: 'nutrients.protein' });
    expect(issues(response)).toEqual([
      'nutrients.protein errors.qrnutri.negativeValue',
      'nutrients.salt errors.qrnutri.negativeValue',
    ]);
  });

  it('refuses saturates above fat and sugars above carbohydrate', async () => {
    const response = await admin(qrnutri.update, {
      ...sheetFields({ nutrients: { ...nutrients, fat: 10, saturates: 12, carbohydrate: 20, sugars: 21 } }),
      sheetId: chocolate.id,
    });
    expectError(response, ERRORS.qrnutri.saturatesAboveFat);
    expect(issues(response)).toEqual([
      'nutrients.saturates errors.qrnutri.saturatesAboveFat',
      'nutrients.sugars errors.qrnutri.sugarsAboveCarbohydrate',
    ]);
  });

  it('refuses more than 100 g of a nutrient in 100 g', async () => {
    const response = await admin(qrnutri.update, {
      ...sheetFields({ nutrients: { ...nutrients, carbohydrate: 101, sugars: 5 } }),
      sheetId: chocolate.id,
    });
    expectError(response, ERRORS.qrnutri.aboveHundred, { field: 'nutrients.carbohydrate' });
  });

  it('refuses kJ and kcal that do not agree, and accepts a rounded conversion', async () => {
    expectError(
      await admin(qrnutri.update, {
        ...sheetFields({ nutrients: { ...nutrients, energyKj: 2400, energyKcal: 400 } }),
        sheetId: chocolate.id,
      }),
      ERRORS.qrnutri.energyMismatch,
    );
    const rounded = { ...nutrients, energyKj: 1674, energyKcal: 400 };
    dataOf(
      qrnutri.update,
      await admin(qrnutri.update, { ...sheetFields({ nutrients: rounded }), sheetId: chocolate.id }),
    );
  });

  it('refuses a portion of zero', async () => {
    expectError(
      await admin(qrnutri.update, { ...sheetFields({ portion: { size: 0, label: '' } }), sheetId: chocolate.id }),
      ERRORS.qrnutri.portionInvalid,
      { field: 'portion.size' },
    );
  });

  it('refuses a sheet in no language, a default language it is not written in, and a language without ingredients', async () => {
    const { en } = sheetFields().texts!;
    expectError(
      await admin(qrnutri.update, { ...sheetFields({ texts: {} }), sheetId: chocolate.id }),
      ERRORS.qrnutri.noLanguage,
    );
    expectError(
      await admin(qrnutri.update, { ...sheetFields({ texts: { en }, defaultLanguage: 'fr' }), sheetId: chocolate.id }),
      ERRORS.qrnutri.defaultLanguageMissing,
    );
    expectError(
      await admin(qrnutri.update, {
        ...sheetFields({ texts: { en, zh: { name: '巧克力', ingredients: [] } } }),
        sheetId: chocolate.id,
      }),
      ERRORS.qrnutri.ingredientsMissing,
      { field: 'texts.zh.ingredients' },
    );
  });

  it('bounds the texts and accepts only the 14 EU allergens', async () => {
    const long = 'x'.repeat(201);
    const response = await admin(qrnutri.update, {
      ...sheetFields({
        texts: { en: { name: long, ingredients: [{ text: long, allergen: 'chocolate' as never }] } },
      }),
      sheetId: chocolate.id,
    });
    expect(issues(response)).toEqual([
      'texts.en.name validation.tooLong',
      'texts.en.ingredients.0.text validation.tooLong',
      'texts.en.ingredients.0.allergen validation.choice',
    ]);
  });

  it('answers notFound for a product of another account', async () => {
    const cookie = await cookieWithRights(t, ['qrnutri.view', 'qrnutri.fiche_create'], 'other');
    expectError(
      await caller(t, cookie)(qrnutri.create, { ...sheetFields(), productId: await product('DEMO-WINE-01') }),
      ERRORS.common.notFound,
    );
  });
});

describe('qrnutriModel.list, products, publish and remove', () => {
  it('lists the sheets with their product, languages and state, searched by product', async () => {
    const listed = dataOf(qrnutri.list, await admin(qrnutri.list, { search: 'chocolate' }));
    expect(listed.rows).toEqual([
      expect.objectContaining({ id: chocolate.id, languages: ['en', 'fr', 'zh'], published: true }),
    ]);
    const unpublished = dataOf(qrnutri.list, await admin(qrnutri.list, { filters: { published: false } }));
    expect(unpublished.rows.every((row) => !row.published)).toBe(true);
  });

  it('offers only the products without a sheet, and no wine (its e-label is written with the wine)', async () => {
    const free = dataOf(qrnutri.products, await admin(qrnutri.products, { size: 100 }));
    expect(free.rows.map((row) => row.id)).not.toContain(chocolate.productId);
    expect(free.rows.map((row) => row.id)).not.toContain(await product('DEMO-WINE-01'));
    expect(free.rows.map((row) => row.id)).toContain(await product('DEMO-CASE-6'));
  });

  it('withdraws, publishes again and removes a sheet', async () => {
    const created = dataOf(
      qrnutri.create,
      await admin(qrnutri.create, { ...sheetFields(), productId: await product('DEMO-CASE-6') }),
    );
    expect(
      dataOf(qrnutri.publish, await admin(qrnutri.publish, { sheetId: created.id, published: true })).published,
    ).toBe(true);
    expect(
      dataOf(qrnutri.publish, await admin(qrnutri.publish, { sheetId: created.id, published: false })).published,
    ).toBe(false);
    dataOf(qrnutri.remove, await admin(qrnutri.remove, { sheetId: created.id }));
    expectError(await admin(qrnutri.get, { sheetId: created.id }), ERRORS.common.notFound);
  });
});

describe('qrnutriModel.qrCode', () => {
  it('draws a PNG whose QR code carries the public page address', async () => {
    const sheet = dataOf(qrnutri.get, await admin(qrnutri.get, { sheetId: chocolate.id }));
    const file = dataOf(qrnutri.qrCode, await admin(qrnutri.qrCode, { sheetId: chocolate.id, format: 'png' }));
    expect(file.contentType).toBe('image/png');
    expect(decodePng(Buffer.from(file.base64, 'base64'))).toBe(sheet.publicUrl);
    expect(sheet.publicUrl).toBe(`${t.config.publicUrl}/n/${chocolate.publicId}`);
  });

  it('draws an SVG of the same code', async () => {
    const file = dataOf(qrnutri.qrCode, await admin(qrnutri.qrCode, { sheetId: chocolate.id, format: 'svg' }));
    expect(file).toMatchObject({ contentType: 'image/svg+xml', fileName: `nutrition-qr-${chocolate.publicId}.svg` });
    expect(Buffer.from(file.base64, 'base64').toString()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });
});

describe('rights', () => {
  it('lets qrnutri.view read but not write', async () => {
    const viewer = caller(t, await cookieWithRights(t, ['qrnutri.view']));
    dataOf(qrnutri.list, await viewer(qrnutri.list, {}));
    dataOf(qrnutri.get, await viewer(qrnutri.get, { sheetId: chocolate.id }));
    dataOf(qrnutri.qrCode, await viewer(qrnutri.qrCode, { sheetId: chocolate.id, format: 'svg' }));
    for (const response of [
      await viewer(qrnutri.update, { ...sheetFields(), sheetId: chocolate.id }),
      await viewer(qrnutri.publish, { sheetId: chocolate.id, published: false }),
      await viewer(qrnutri.remove, { sheetId: chocolate.id }),
      await viewer(qrnutri.products, {}),
    ])
      expectError(response, ERRORS.common.forbidden);
  });

  it('refuses everything without qrnutri.view', async () => {
    const nobody = caller(t, await cookieWithRights(t, ['prod.view']));
    expectError(await nobody(qrnutri.list, {}), ERRORS.common.forbidden);
    expectError(await nobody(qrnutri.get, { sheetId: chocolate.id }), ERRORS.common.forbidden);
  });
});
