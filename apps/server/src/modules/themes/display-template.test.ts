import { describe, expect, it } from 'vitest';
import { ERRORS, products } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { dataOf, expectError } from '../../../test/calls';
import { seededThemes } from './test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const own = await seededThemes(t, t.demo.accountId);
const foreign = await seededThemes(t, t.other.accountId);

const product = (title: string, displayTemplate: string | null) => ({
  texts: { en: { title, description: `About ${title}` } },
  validityDays: 30,
  displayTemplate,
});

describe("a product's display template (modules/themes)", () => {
  it.each([
    ['an unknown theme id', '0b7c1a2e-1111-4222-8333-944455556666'],
    ['a name that is no theme id', 'classic'],
    ["another account's theme", foreign.demoThemeId],
  ])('refuses %s with theme.unknownTheme on displayTemplate', async (_case, displayTemplate) => {
    const response = await admin(
      products.createProduct,
      product(`Tea ${displayTemplate.slice(0, 8)}`, displayTemplate),
    );
    expectError(response, ERRORS.theme.unknownTheme);
    expect(response.json().fields).toEqual([{ path: 'displayTemplate', key: 'theme.unknownTheme' }]);
  });

  it('names a theme of the account, which the product answers and can leave again', async () => {
    const created = dataOf(
      products.createProduct,
      await admin(products.createProduct, product('Themed tea', own.demoThemeId)),
    );
    expect(created.displayTemplate).toBe(own.demoThemeId);
    const edited = dataOf(
      products.updateProduct,
      await admin(products.updateProduct, { productId: created.id, ...product('Themed tea', null) }),
    );
    expect(edited.displayTemplate).toBeNull();
  });

  it('refuses an edit naming another account’s theme and keeps the product as it was', async () => {
    const created = dataOf(
      products.createProduct,
      await admin(products.createProduct, product('Kept tea', own.demoThemeId)),
    );
    expectError(
      await admin(products.updateProduct, { productId: created.id, ...product('Kept tea', foreign.legacyThemeId) }),
      ERRORS.theme.unknownTheme,
    );
    const after = dataOf(products.getProduct, await admin(products.getProduct, { productId: created.id }));
    expect(after.displayTemplate).toBe(own.demoThemeId);
  });

  it('refuses a CSV row naming no theme of the account, and takes one naming the account’s', async () => {
    const csv = [
      'sku,title_en,description_en,validity_days,display_template',
      `CSV-THEME-1,Csv themed tea,Tea,30,${own.demoThemeId}`,
      `CSV-THEME-2,Csv foreign tea,Tea,30,${foreign.demoThemeId}`,
      'CSV-THEME-3,Csv named tea,Tea,30,classic',
    ].join('\n');
    const preview = dataOf(products.previewImport, await admin(products.previewImport, { csv }));
    expect(preview.errors).toEqual([
      {
        line: 3,
        issues: [
          { column: 'display_template', key: 'theme.unknownTheme', params: { display_template: foreign.demoThemeId } },
        ],
      },
      {
        line: 4,
        issues: [{ column: 'display_template', key: 'theme.unknownTheme', params: { display_template: 'classic' } }],
      },
    ]);
    expect(preview.valid).toBe(1);
  });
});
