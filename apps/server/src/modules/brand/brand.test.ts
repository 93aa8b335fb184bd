import { describe, expect, it } from 'vitest';
import { ERRORS, brand, media } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { caller, cookieWithRights, dataOf, expectError, fieldsOf } from '../../../test/calls';

const t = await useTestApp();
const { admin } = await asAdministrator(t);

const BRAND = {
  name: 'Demo Cocoa',
  history: "Makers since 1923, it's a long story.",
  ownerFirstName: 'Alice',
  ownerLastName: 'Admin',
  contact: 'Customer care',
  phone: '+33 1 23 45 67 89',
  email: 'care@demo.test',
  website: 'https://demo.example.com',
  socialNetworks: [{ network: 'x' as const, url: 'https://x.com/demo' }],
  languages: ['fr' as const, 'en' as const],
};

describe('brandModel', () => {
  it('answers the demo brand with its logo address', async () => {
    const current = dataOf(brand.getBrand, await admin(brand.getBrand, {}));
    expect(current).toMatchObject({ name: 'Demo Cocoa', languages: ['en', 'fr', 'zh'] });
    expect(current!.logoUrl).toBe(`/api/media/${current!.logoId}`);
  });

  it('saves every field of the brand', async () => {
    const saved = dataOf(brand.saveBrand, await admin(brand.saveBrand, { ...BRAND, logoId: null }));
    expect(saved).toMatchObject({ ...BRAND, logoId: null, logoUrl: null });
    expect(dataOf(brand.getBrand, await admin(brand.getBrand, {}))).toMatchObject(BRAND);
  });

  it('creates the brand of an account that has none', async () => {
    const other = caller(t, await t.login('other.admin@demo.test'));
    const vars = { name: 'Other Brand' };
    expect(dataOf(brand.saveBrand, await other(brand.saveBrand, vars))).toMatchObject({
      name: 'Other Brand',
      socialNetworks: [],
      languages: ['en'],
    });
  });

  it('refuses an invalid phone, e-mail, website or social link', async () => {
    const response = await admin(brand.saveBrand, {
      ...BRAND,
      phone: '01 23',
      email: 'not-mail',
      website: 'ftp://demo',
      socialNetworks: [{ network: 'x', url: 'javascript:alert(1)' }],
    });
    expect(fieldsOf(response)).toEqual([
      'phone validation.phone',
      'email validation.email',
      'website validation.url',
      'socialNetworks.0.url validation.url',
    ]);
  });

  it('refuses a logo of another account as not found', async () => {
    const other = caller(t, await t.login('other.admin@demo.test'));
    const foreignLogo = dataOf(media.findMedia, await other(media.findMedia, {})).rows[0]!;
    expectError(await admin(brand.saveBrand, { ...BRAND, logoId: foreignLogo.id }), ERRORS.common.notFound);
  });

  it('is read with cerv.view and changed with cerv.cerv_admin or prod.edit', async () => {
    const reader = caller(t, await cookieWithRights(t, ['cerv.view']));
    expect((await reader(brand.getBrand, {})).statusCode).toBe(200);
    expectError(await reader(brand.saveBrand, BRAND), ERRORS.common.forbidden);
    const guest = caller(t, await t.login('guest@demo.test'));
    expectError(await guest(brand.getBrand, {}), ERRORS.common.forbidden);
    for (const right of ['cerv.cerv_admin', 'prod.edit'] as const) {
      const editor = caller(t, await cookieWithRights(t, [right]));
      expect((await editor(brand.saveBrand, BRAND)).statusCode, right).toBe(200);
    }
  });
});
