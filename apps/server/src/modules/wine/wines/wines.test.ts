import { describe, expect, it } from 'vitest';
import { ERRORS, products, wine } from '@seal/shared';
import { CASE_TYPES, UNITS_PER_CARTON } from '@seal/shared/constants';
import { dataOf, expectError, fieldsOf } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { countProducts } from '../../products/test-support';
import { estateId, estateInput, userWith, wineInput } from '../test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const estate = dataOf(wine.createEstate, await admin(wine.createEstate, estateInput({ name: 'Domaine des Vins' })));
const createWine = async (more: Record<string, unknown> = {}) =>
  dataOf(wine.createWine, await admin(wine.createWine, wineInput(estate.id, more)));

describe('wineModel.create', () => {
  it('makes the wine and its product, titled with the name and the vintage, with its GTIN and SKU', async () => {
    const before = await countProducts(t, t.demo.accountId);
    const created = await createWine({
      name: 'Cuvée Prestige',
      vintage: 2019,
      gtin: '3011111111117',
      sku: 'WINE-PRESTIGE-19',
      colour: 'red',
      grapes: [{ variety: 'Merlot', percent: 80 }],
      unitsPerCarton: 12,
      caseType: 'wooden',
      medals: [{ competition: 'Concours de Paris', year: 2021, medal: 'silver' }],
      aromas: ['redFruit', 'spice'],
    });
    expect(created).toMatchObject({
      name: 'Cuvée Prestige',
      estateName: 'Domaine des Vins',
      gtin: '3011111111117',
      sku: 'WINE-PRESTIGE-19',
      unitsPerCarton: 12,
      caseType: 'wooden',
      eLabel: null,
      eLabelState: null,
    });
    expect(await countProducts(t, t.demo.accountId)).toBe(before + 1);
    const product = dataOf(products.getProduct, await admin(products.getProduct, { productId: created.productId }));
    expect(product).toMatchObject({ gtin: '3011111111117', sku: 'WINE-PRESTIGE-19', defaultLanguage: 'en' });
    expect(product.texts.en).toEqual({
      title: 'Cuvée Prestige 2019',
      description: 'Domaine des Vins, Médoc, Bordeaux, FR',
    });
    expect(dataOf(wine.getWine, await admin(wine.getWine, { wineId: created.id }))).toEqual(created);
  });

  it('titles a non-vintage wine with its name alone', async () => {
    const created = await createWine({ name: 'Brut Réserve', vintage: null, type: 'sparkling', subType: 'brut' });
    const product = dataOf(products.getProduct, await admin(products.getProduct, { productId: created.productId }));
    expect(product.texts.en?.title).toBe('Brut Réserve');
  });

  it('requires the name, estate, country, region, sub-region, type and sub-type of spec 001', async () => {
    for (const field of ['name', 'estateId', 'country', 'region', 'subRegion', 'type', 'subType']) {
      const input: Record<string, unknown> = wineInput(estate.id);
      delete input[field];
      expect(fieldsOf(await admin(wine.createWine, input as never)), field).toEqual([
        expect.stringMatching(new RegExp(`^${field} `)),
      ]);
    }
    expect(fieldsOf(await admin(wine.createWine, wineInput(estate.id, { name: 'AB' })))).toEqual([
      'name validation.wineName',
    ]);
    expect(fieldsOf(await admin(wine.createWine, wineInput(estate.id, { type: 'still', subType: 'brut' })))).toEqual([
      'subType validation.choice',
    ]);
  });

  it('takes 1, 2, 3, 6, 12 or 24 units per carton in an individual case, a cardboard or a wooden box', async () => {
    expect(UNITS_PER_CARTON).toEqual([1, 2, 3, 6, 12, 24]);
    for (const unitsPerCarton of UNITS_PER_CARTON)
      expect((await createWine({ unitsPerCarton })).unitsPerCarton).toBe(unitsPerCarton);
    for (const caseType of CASE_TYPES) expect((await createWine({ caseType })).caseType).toBe(caseType);
    for (const unitsPerCarton of [0, 4, 5, 36])
      expect(fieldsOf(await admin(wine.createWine, wineInput(estate.id, { unitsPerCarton } as never)))).toEqual([
        expect.stringMatching(/^unitsPerCarton /),
      ]);
    expect(fieldsOf(await admin(wine.createWine, wineInput(estate.id, { caseType: 'plastic' } as never)))).toEqual([
      expect.stringMatching(/^caseType /),
    ]);
  });

  it('follows the product rules: a valid GTIN, asked about when another product has it, an unused SKU', async () => {
    expect(fieldsOf(await admin(wine.createWine, wineInput(estate.id, { gtin: '3011111111116' })))).toEqual([
      expect.stringMatching(/^gtin /),
    ]);
    const before = await countProducts(t, t.demo.accountId);
    // The demo chocolate's GTIN.
    expectError(
      await admin(wine.createWine, wineInput(estate.id, { gtin: '4006381333931' })),
      ERRORS.product.gtinUsed,
      {
        gtin: '4006381333931',
      },
    );
    expectError(await admin(wine.createWine, wineInput(estate.id, { sku: 'DEMO-WINE-01' })), ERRORS.product.skuUsed);
    expect(await countProducts(t, t.demo.accountId)).toBe(before);
    const confirmed = await createWine({ gtin: '4006381333931', confirmGtinReuse: true });
    expect(confirmed.gtin).toBe('4006381333931');
  });

  it('answers notFound for an estate of another account, and writes nothing', async () => {
    const before = await countProducts(t, t.demo.accountId);
    const foreign = await estateId(t, 'other', 'Château Démo');
    expectError(await admin(wine.createWine, wineInput(foreign)), ERRORS.common.notFound);
    expect(await countProducts(t, t.demo.accountId)).toBe(before);
  });
});

describe('wineModel.update', () => {
  it('changes the wine and its product’s title, GTIN and SKU, keeping what the product screens set', async () => {
    const created = await createWine({ name: 'Clos Ancien', vintage: 2018 });
    const other = dataOf(wine.createEstate, await admin(wine.createEstate, estateInput()));
    const updated = dataOf(
      wine.updateWine,
      await admin(wine.updateWine, {
        ...wineInput(other.id, { name: 'Clos Nouveau', vintage: 2021, gtin: '3022222222227', sku: 'CLOS-21' }),
        wineId: created.id,
      }),
    );
    expect(updated).toMatchObject({ name: 'Clos Nouveau', vintage: 2021, estateId: other.id, gtin: '3022222222227' });
    const product = dataOf(products.getProduct, await admin(products.getProduct, { productId: created.productId }));
    expect(product).toMatchObject({ gtin: '3022222222227', sku: 'CLOS-21', validityDays: 365 });
    expect(product.texts.en?.title).toBe('Clos Nouveau 2021');
    expectError(
      await admin(wine.updateWine, { ...wineInput(other.id, { sku: 'DEMO-WINE-01' }), wineId: created.id }),
      ERRORS.product.skuUsed,
    );
  });
});

describe('wineModel.remove', () => {
  it('deletes the wine with its product, and refuses while the product is in use', async () => {
    const created = await createWine();
    const box = await admin(products.createProduct, {
      texts: { en: { title: 'Box of one wine', description: 'A box' } },
      validityDays: 30,
      isContainer: true,
      contents: [{ productId: created.productId, quantity: 1 }],
    });
    expectError(await admin(wine.removeWine, { wineId: created.id }), ERRORS.product.inUse);
    expect((await admin(wine.getWine, { wineId: created.id })).statusCode).toBe(200);
    await admin(products.deleteProduct, { productId: box.json().data.id });
    expect(dataOf(wine.removeWine, await admin(wine.removeWine, { wineId: created.id }))).toEqual({ removed: true });
    expectError(await admin(wine.getWine, { wineId: created.id }), ERRORS.common.notFound);
    expectError(await admin(products.getProduct, { productId: created.productId }), ERRORS.common.notFound);
  });
});

describe('wineModel.list', () => {
  it('lists the wines of the product scope, searched, filtered and sorted', async () => {
    const rosé = await createWine({ name: 'Rosé de Saignée', colour: 'rose', appellation: 'Tavel' });
    const search = async (input: Record<string, unknown>) =>
      dataOf(wine.listWines, await admin(wine.listWines, { size: 100, ...input })).rows.map((row) => row.name);
    expect(await search({ search: 'tavel' })).toEqual(['Rosé de Saignée']);
    expect(await search({ search: 'Château Démo' })).toEqual(['Vintage red wine']);
    expect(await search({ search: '3017620422003' })).toEqual(['Vintage red wine']);
    expect(await search({ filters: { colour: 'rose' } })).toEqual(['Rosé de Saignée']);
    expect(await search({ filters: { type: 'sparkling' } })).toContain('Brut Réserve');
    expect(await search({ filters: { estateId: estate.id }, search: 'saign' })).toEqual(['Rosé de Saignée']);
    const names = await search({ sort: { field: 'name', order: 'asc' } });
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const [row] = dataOf(wine.listWines, await admin(wine.listWines, { search: 'Vintage red' })).rows;
    expect(row).toMatchObject({ estateName: 'Château Démo', gtin: '3017620422003', eLabelState: { published: true } });
    expect(row!.eLabelState!.publicUrl).toMatch(/\/n\/[A-Za-z0-9_-]{22}$/);
    expect(rosé.eLabelState).toBeNull();
  });
});

describe('rights', () => {
  it('needs viniconnect.view, and prod.create, prod.edit, prod.delete to create, edit and delete a wine', async () => {
    const created = await createWine();
    const input = wineInput(estate.id);
    const productRights = await userWith(t, ['prod.view', 'prod.create', 'prod.edit', 'prod.delete']);
    for (const response of [
      await productRights.call(wine.listWines, {}),
      await productRights.call(wine.getWine, { wineId: created.id }),
      await productRights.call(wine.createWine, input),
      await productRights.call(wine.eLabelQr, { wineId: created.id, format: 'svg' }),
    ])
      expect(response.statusCode).toBe(403);
    const viewer = await userWith(t, ['viniconnect.view']);
    expect((await viewer.call(wine.listWines, {})).statusCode).toBe(200);
    expect((await viewer.call(wine.createWine, input)).statusCode).toBe(403);
    expect((await viewer.call(wine.updateWine, { ...input, wineId: created.id })).statusCode).toBe(403);
    expect((await viewer.call(wine.removeWine, { wineId: created.id })).statusCode).toBe(403);
    const maker = await userWith(t, ['viniconnect.view', 'prod.create']);
    expect((await maker.call(wine.createWine, input)).statusCode).toBe(200);
    const edited = { ...wineInput(estate.id), wineId: created.id };
    expect((await maker.call(wine.updateWine, edited)).statusCode).toBe(403);
    const editor = await userWith(t, ['viniconnect.view', 'prod.edit']);
    expect((await editor.call(wine.updateWine, edited)).statusCode).toBe(200);
    // The SKU is a restricted product field (prod.externid), as on the product form.
    expectError(await editor.call(wine.updateWine, { ...edited, sku: 'NEW-SKU' }), ERRORS.common.forbidden, {
      fields: ['sku'],
    });
    const remover = await userWith(t, ['viniconnect.view', 'prod.delete']);
    expect((await remover.call(wine.removeWine, { wineId: created.id })).statusCode).toBe(200);
  });
});
