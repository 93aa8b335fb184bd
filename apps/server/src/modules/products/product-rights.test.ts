import { describe, expect, it } from 'vitest';
import { ERRORS, products, type Right } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { caller, cookieWithRights, dataOf, expectError } from '../../../test/calls';
import { countProducts, productIdByTitle } from './test-support';

/** Each restricted field with a value to send for it. */
const RESTRICTED: [products.RestrictedProductField, unknown][] = [
  ['sku', 'RIGHTS-1'],
  ['dynamicData', [{ label: 'Batch', format: 'text' }]],
  ['captcha', 6],
  ['targetCountry', 'DE'],
  ['redirectUrls', { en: 'https://example.com/en' }],
];

const t = await useTestApp();
const staff = caller(t, await t.login('user@demo.test'));

const base = (title: string) => ({ texts: { en: { title, description: `About ${title}` } }, validityDays: 30 });

describe('restricted product fields', () => {
  it.each(RESTRICTED)('refuses %s sent without its right, creating nothing', async (field, value) => {
    const before = await countProducts(t, t.demo.accountId);
    expectError(
      await staff(products.createProduct, { ...base(`Refused ${field}`), [field]: value }),
      ERRORS.common.forbidden,
      { fields: [field] },
    );
    expect(await countProducts(t, t.demo.accountId)).toBe(before);
  });

  it('refuses the thresholds without prod.security_threshold', async () => {
    const response = await staff(products.createProduct, {
      ...base('Refused thresholds'),
      suspectThreshold: 1,
      fraudulentThreshold: 2,
    });
    expectError(response, ERRORS.common.forbidden, { fields: ['suspectThreshold', 'fraudulentThreshold'] });
  });

  it('counts a restricted field sent empty as sent', async () => {
    expectError(await staff(products.createProduct, { ...base('Null sku'), sku: null }), ERRORS.common.forbidden, {
      fields: ['sku'],
    });
  });

  it.each(RESTRICTED)('accepts %s with its right', async (field, value) => {
    const right = products.PRODUCT_FIELD_RIGHTS[field] as Right;
    const allowed = caller(t, await cookieWithRights(t, ['prod.create', right]));
    const product = dataOf(
      products.createProduct,
      await allowed(products.createProduct, { ...base(`Allowed ${field}`), [field]: value }),
    );
    expect(product[field]).toMatchObject(value as object);
  });

  it('refuses an update carrying a restricted field without its right', async () => {
    const id = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
    const current = dataOf(products.getProduct, await staff(products.getProduct, { productId: id }));
    const response = await staff(products.updateProduct, {
      productId: id,
      ...products.productToInput(current),
      validityDays: 99,
    });
    expectError(response, ERRORS.common.forbidden, { fields: products.RESTRICTED_PRODUCT_FIELDS });
  });

  it('keeps the stored restricted fields when an update leaves them out', async () => {
    const id = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
    const session = await t.login('user@demo.test');
    const current = dataOf(products.getProduct, await staff(products.getProduct, { productId: id }));
    const me = await t.call('userModel', 'getSession', {}, session);
    const form = products.productToInput(current, me.json().data.rights);
    expect(Object.keys(form)).not.toContain('sku');
    const updated = dataOf(
      products.updateProduct,
      await staff(products.updateProduct, { productId: id, ...form, validityDays: 99 }),
    );
    expect(updated).toMatchObject({
      validityDays: 99,
      sku: 'DEMO-CHOC-70',
      captcha: 3,
      suspectThreshold: 5,
      fraudulentThreshold: 10,
    });
  });
});
