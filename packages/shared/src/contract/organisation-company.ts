import { z } from 'zod';
import { isCountryCode, optionalField, zAddress, zEmail, zText, zUrl, zVat } from '../validation';
import { defineMethod } from './define';
import { VAT_ZONES, type VatZone } from './organisation-common';

/** Company settings of the account (/settings/mycompany, spec 000 section 3). */

export interface CompanySettings {
  businessName: string | null;
  registerNumbers: string | null;
  vatNumber: string | null;
  vatZone: VatZone | null;
  headOfficeAddress: string | null;
  deliveryAddress: string | null;
  postalCode: string | null;
  town: string | null;
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  supportEmail: string | null;
  supportUrl: string | null;
  /** Where a consumer goes when consulting a reference that is not active. */
  inactiveRedirectUrl: string | null;
  errorUrl: string | null;
  updatedAt: string | null;
}

export const zPostalCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/);

export const zCountry = z.string().trim().toUpperCase().refine(isCountryCode);

/** Only the business name is required; blank optional fields are stored as "not set". */
export const zCompanySettingsInput = z.object({
  businessName: zText,
  registerNumbers: optionalField(zText),
  vatNumber: optionalField(zVat),
  vatZone: z.enum(VAT_ZONES).nullish(),
  headOfficeAddress: optionalField(zAddress),
  deliveryAddress: optionalField(zAddress),
  postalCode: optionalField(zPostalCode),
  town: optionalField(zText),
  region: optionalField(zText),
  country: optionalField(zCountry),
  supportEmail: optionalField(zEmail),
  supportUrl: optionalField(zUrl),
  inactiveRedirectUrl: optionalField(zUrl),
  errorUrl: optionalField(zUrl),
});

/** Every field null until the settings are first saved. */
export const getCompanySettings = defineMethod<CompanySettings>()({
  model: 'organisationModel',
  name: 'getCompanySettings',
  access: 'session',
  rights: ['cerv.cerv_admin'],
  input: z.object({}),
});

/**
 * Replaces every setting. The settings belong to the whole account, so only users of its top entity
 * change them (common.forbidden for a user of a sub-entity).
 */
export const updateCompanySettings = defineMethod<{ saved: true }>()({
  model: 'organisationModel',
  name: 'updateCompanySettings',
  access: 'session',
  rights: ['cerv.cerv_admin'],
  mutates: true,
  input: zCompanySettingsInput,
});
