import { describe, expect, it } from 'vitest';
import { drafts, ERRORS, qrCreator, wine } from '@seal/shared';
import { dataOf, expectError } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { decodePng } from '../../codes/test-decode';
import { qrDownloadPath } from '@seal/shared/contract/qr-creator';
import { demoWine, eLabelInput, estateInput, wineInput } from '../test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const estate = dataOf(wine.createEstate, await admin(wine.createEstate, estateInput()));
const visit = (publicUrl: string) => t.app.inject({ method: 'GET', url: new URL(publicUrl).pathname });

describe('the e-label written with the wine', () => {
  it('keeps the e-label of the form, publishes it at /n/<publicId>, and answers it back', async () => {
    const eLabel = eLabelInput();
    const created = dataOf(wine.createWine, await admin(wine.createWine, wineInput(estate.id, { eLabel })));
    expect(created.eLabel).toEqual(eLabel);
    expect(created.eLabelState).toMatchObject({ published: true });
    const page = await visit(created.eLabelState!.publicUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>${created.name} 2020</h1>`);

    // Unpublished, then removed: the page answers 404.
    const input = { ...wineInput(estate.id, { name: created.name }), wineId: created.id };
    const hidden = dataOf(
      wine.updateWine,
      await admin(wine.updateWine, { ...input, eLabel: { ...eLabel, published: false } }),
    );
    expect(hidden.eLabelState).toMatchObject({ published: false, publicUrl: created.eLabelState!.publicUrl });
    expect((await visit(created.eLabelState!.publicUrl)).statusCode).toBe(404);
    const removed = dataOf(wine.updateWine, await admin(wine.updateWine, { ...input, eLabel: null }));
    expect(removed.eLabelState).toBeNull();
    expectError(await admin(wine.eLabelQr, { wineId: created.id, format: 'svg' }), ERRORS.wine.eLabelMissing);
  });

  it('follows the nutrition sheet’s rules, told on the form’s eLabel fields', async () => {
    const mismatch = eLabelInput({ nutrients: { ...eLabelInput().nutrients, energyKcal: 200 } });
    const response = await admin(wine.createWine, wineInput(estate.id, { eLabel: mismatch }));
    expectError(response, ERRORS.qrnutri.energyMismatch, { field: 'eLabel.nutrients.energyKcal' });
    const noDefault = eLabelInput({ defaultLanguage: 'zh' });
    expectError(
      await admin(wine.createWine, wineInput(estate.id, { eLabel: noDefault })),
      ERRORS.qrnutri.defaultLanguageMissing,
      { field: 'eLabel.defaultLanguage' },
    );
    const empty = eLabelInput({ ingredients: { en: [] } });
    expectError(
      await admin(wine.createWine, wineInput(estate.id, { eLabel: empty })),
      ERRORS.qrnutri.ingredientsMissing,
      { field: 'eLabel.ingredients.en' },
    );
  });
});

describe('wineModel.eLabelQr', () => {
  it('draws the QR code of the e-label page, in SVG and PNG', async () => {
    const { wineId } = await demoWine(t);
    const { eLabelState } = dataOf(wine.getWine, await admin(wine.getWine, { wineId }));
    const png = dataOf(wine.eLabelQr, await admin(wine.eLabelQr, { wineId, format: 'png' }));
    expect(png.contentType).toBe('image/png');
    expect(decodePng(Buffer.from(png.base64, 'base64'))).toBe(eLabelState!.publicUrl);
    const svg = dataOf(wine.eLabelQr, await admin(wine.eLabelQr, { wineId, format: 'svg' }));
    expect(Buffer.from(svg.base64, 'base64').toString()).toMatch(/^<svg /);
  });
});

describe('the QR creator’s eLabel link', () => {
  it('carries the published e-label’s page of the wine, and is refused for a product without one', async () => {
    const { wineId, productId } = await demoWine(t);
    const { eLabelState } = dataOf(wine.getWine, await admin(wine.getWine, { wineId }));
    const options = dataOf(qrCreator.productOptions, await admin(qrCreator.productOptions, { search: 'Vintage red' }));
    expect(options).toEqual([expect.objectContaining({ id: productId, hasELabel: true })]);
    const set = dataOf(
      qrCreator.create,
      await admin(qrCreator.create, { name: 'Wine e-label', target: 'product', link: 'eLabel', productId }),
    );
    const png = await t.app.inject({ url: qrDownloadPath(set.id, 'code.png'), headers: { cookie: adminCookie } });
    expect(decodePng(png.rawPayload)).toBe(eLabelState!.publicUrl);
    expect((await visit(eLabelState!.publicUrl)).statusCode).toBe(200);

    const bare = dataOf(wine.createWine, await admin(wine.createWine, wineInput(estate.id)));
    expectError(
      await admin(qrCreator.create, { name: 'No label', target: 'product', link: 'eLabel', productId: bare.productId }),
      ERRORS.qrCreator.noELabel,
    );
  });
});

describe('drafts of the wine form', () => {
  it('ends the caller’s draft of a new wine when it is created, and of a wine when it is saved', async () => {
    const save = (key: string) => admin(drafts.saveDraft, { form: 'wine', key, step: 2, values: { name: 'Half' } });
    await save('new');
    const created = dataOf(wine.createWine, await admin(wine.createWine, wineInput(estate.id)));
    expect(dataOf(drafts.getDraft, await admin(drafts.getDraft, { form: 'wine', key: 'new' }))).toBeNull();
    await save(created.id);
    await save('new');
    await admin(wine.updateWine, { ...wineInput(estate.id), wineId: created.id });
    expect(dataOf(drafts.getDraft, await admin(drafts.getDraft, { form: 'wine', key: created.id }))).toBeNull();
    // The draft of another form stays.
    expect(dataOf(drafts.getDraft, await admin(drafts.getDraft, { form: 'wine', key: 'new' }))).not.toBeNull();
  });
});
