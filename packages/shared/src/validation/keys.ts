/**
 * Every i18n key a validation rule can report. The web team checks each one is translated in
 * en, fr and zh; keys carry no parameters, so each message states its limits in words.
 * No key is a dotted prefix of another ('validation.phone' + 'validation.phoneLoose', not
 * 'validation.phone.loose'), so nested translation files stay valid.
 */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.text.length',
  'validation.text.forbidden',
  'validation.address.length',
  'validation.email',
  'validation.emailList',
  'validation.password.length',
  'validation.password.mismatch',
  'validation.phone',
  'validation.phoneLoose',
  'validation.vat',
  /** A VAT number whose prefix is not the company's country (the subscription form). */
  'validation.vatCountry',
  'validation.url',
  'validation.ip',
  'validation.gtin',
  'validation.reference',
  'validation.ccp',
  'validation.ccpStrict',
  'validation.unique',
  'validation.listEmpty',
  'validation.countryOnly',
  'validation.levelOneObjects',
  'validation.minBelowMax',
  /** A box that must be ticked: certify the form's accuracy, accept the terms. */
  'validation.accept',
  /** Spec 001 section 5: a wine's label is 3 to 35 characters. */
  'validation.wineName',
  /** The shares of a blend (grape varieties) add up to 100 % at most. */
  'validation.sharesOverHundred',
  /** Spec 001 section 5: a plot's name is 3 to 35 characters. */
  'validation.plotName',
  /** Spec 001 section 5: a plot's surface is above 0 and below 1000. */
  'validation.plotSurface',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Zod error option for a key; typed, so a rule cannot use a key that is missing above. */
export const message = (key: ValidationKey) => ({ error: key });
