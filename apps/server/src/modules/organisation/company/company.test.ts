import { describe, expect, it } from 'vitest';
import { ERRORS, organisation } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { caller, dataOf, expectError, setPassword, unique } from '../test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);

const settings = {
  businessName: 'Demo Company SA',
  registerNumbers: 'RCS Paris B 303 265 045',
  vatNumber: 'fr40303265045',
  vatZone: 'domestic' as const,
  headOfficeAddress: '1 Demo Street',
  deliveryAddress: '2 Dock Road, Le Havre',
  postalCode: '75001',
  town: 'Paris',
  region: 'Ile-de-France',
  country: 'fr',
  supportEmail: 'Help@Demo.test',
  supportUrl: 'https://help.demo.test',
  inactiveRedirectUrl: 'https://demo.test/inactive',
  errorUrl: 'https://demo.test/error',
};

describe('organisationModel.getCompanySettings', () => {
  it("answers the demo company's settings", async () => {
    const current = dataOf(organisation.getCompanySettings, await admin(organisation.getCompanySettings, {}));
    expect(current).toMatchObject({
      businessName: 'Demo Company',
      country: 'FR',
      supportEmail: 'support@demo-company.test',
    });
  });

  it('is refused without cerv.cerv_admin', async () => {
    expectError(
      await caller(t, await t.login('user@demo.test'))(organisation.getCompanySettings, {}),
      ERRORS.common.forbidden,
    );
  });
});

describe('organisationModel.updateCompanySettings', () => {
  it('replaces every setting, normalised, and clears the ones left blank', async () => {
    dataOf(organisation.updateCompanySettings, await admin(organisation.updateCompanySettings, settings));
    const saved = dataOf(organisation.getCompanySettings, await admin(organisation.getCompanySettings, {}));
    expect(saved).toMatchObject({
      ...settings,
      vatNumber: 'FR40303265045',
      country: 'FR',
      supportEmail: 'help@demo.test',
    });
    dataOf(
      organisation.updateCompanySettings,
      await admin(organisation.updateCompanySettings, { businessName: 'Demo Company', errorUrl: '' }),
    );
    const cleared = dataOf(organisation.getCompanySettings, await admin(organisation.getCompanySettings, {}));
    expect(cleared).toMatchObject({ businessName: 'Demo Company', errorUrl: null, supportUrl: null, country: null });
  });

  it('validates each field with the shared rules', async () => {
    const response = await admin(organisation.updateCompanySettings, {
      businessName: 'Demo <Company>',
      vatNumber: '40303265045',
      headOfficeAddress: 'short',
      supportEmail: 'not-an-email',
      supportUrl: 'ftp://demo.test',
      country: 'ZZ',
    });
    expectError(response, ERRORS.common.validation);
    const fields = Object.fromEntries(
      response.json().fields.map((field: { path: string; key: string }) => [field.path, field.key]),
    );
    expect(fields).toEqual({
      businessName: 'validation.text.forbidden',
      vatNumber: 'validation.vat',
      headOfficeAddress: 'validation.address.length',
      supportEmail: 'validation.email',
      supportUrl: 'validation.url',
      country: 'validation.invalid',
    });
  });

  it('is refused to the administrator of a sub-entity: the settings belong to the whole account', async () => {
    const email = `${unique('branch.')}@demo.test`;
    const created = dataOf(
      organisation.createEntity,
      await admin(organisation.createEntity, {
        name: unique('Branch '),
        address: '10 Branch Avenue, Lyon',
        legalRepresentative: { firstName: 'Bran', lastName: 'Ch', email },
      }),
    );
    await setPassword(t, created.administratorId);
    const branch = caller(t, await t.login(email));
    dataOf(organisation.getCompanySettings, await branch(organisation.getCompanySettings, {}));
    expectError(
      await branch(organisation.updateCompanySettings, { businessName: 'Hijacked' }),
      ERRORS.common.forbidden,
    );
  });
});
