import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { message } from '../validation/keys';
import {
  isVat,
  normaliseVat,
  vatCountry,
  zAddress,
  zEmail,
  zOptionalText,
  zPhone,
  zText,
  zUrl,
  zVat,
} from '../validation';
import { zCountry, zPostalCode } from './organisation-company';

/*
 * The self-registration form of /subscription (spec 000 "subscription (6 steps: applicant,
 * company, contacts, delegations, delivery, communication)", spec 001 section 5 "Subscription"),
 * one schema per step: the web wizard checks each step with its own, the server the whole.
 * docs/subscription.md.
 */

/** Where the public form is sent (multipart: the form as JSON, the altcha payload, the two files). */
export const SUBSCRIPTION_API = { submit: '/api/subscription' } as const;

/** The multipart parts of a submission. */
export const SUBSCRIPTION_PARTS = {
  form: 'form',
  altcha: 'altcha',
  trademarkCertificate: 'trademarkCertificate',
  usageAuthorization: 'usageAuthorization',
} as const;

export const SUBSCRIPTION_FILES = ['trademarkCertificate', 'usageAuthorization'] as const;
export type SubscriptionFile = (typeof SUBSCRIPTION_FILES)[number];

/** How the trademark is protected: exactly one is chosen. */
export const PROTECTION_TYPES = ['national', 'european', 'international'] as const;
export type ProtectionType = (typeof PROTECTION_TYPES)[number];

const zRequiredChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, message('validation.required'));

/** A checkbox that must be ticked (certify accuracy, accept the terms). */
const zTicked = z.literal(true, message('validation.accept'));

const zContact = z.object({ name: zText, email: zEmail, phone: zPhone });

export const zApplicantStep = z.object({
  applicant: z.object({
    firstName: zText,
    lastName: zText,
    position: zText,
    email: zEmail,
    phone: zPhone,
    language: zRequiredChoice(LANGUAGES),
  }),
});

/** The company's rules of spec 001: a valid VAT number beginning with the company's country code. */
export const zCompanyStep = z.object({
  company: z
    .object({
      name: zText,
      registrationNumber: zText,
      vatNumber: zVat,
      address: zAddress,
      postalCode: zPostalCode,
      town: zText,
      country: zCountry,
      website: zUrl,
    })
    .superRefine((company, ctx) => {
      const vat = normaliseVat(company.vatNumber);
      // An invalid number is zVat's issue; EU (One-Stop-Shop) numbers belong to no country.
      if (!isVat(vat) || vat.startsWith('EU') || vatCountry(vat) === company.country) return;
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'validation.vatCountry' });
    }),
});

export const zContactsStep = z.object({
  contacts: z.object({ billing: zContact, technical: zContact }),
});

/** Who acts for the brand, and the trademark the seals will protect (its files are parts of their own). */
export const zDelegationsStep = z.object({
  delegations: z.object({
    legalRepresentative: zText,
    legalRepresentativePosition: zText,
    trademark: zText,
    protectionType: zRequiredChoice(PROTECTION_TYPES),
    protectionCountry: zCountry,
  }),
});

export const zDeliveryStep = z.object({
  delivery: z.object({
    recipient: zText,
    address: zAddress,
    postalCode: zPostalCode,
    town: zText,
    country: zCountry,
    phone: zPhone,
  }),
});

export const zCommunicationStep = z.object({
  communication: z.object({
    newsletter: z.boolean().default(false),
    referrer: zOptionalText,
    certifyAccuracy: zTicked,
    acceptTerms: zTicked,
  }),
});

/** The whole form, as the server checks it. */
export const zSubscriptionInput = z.object({
  ...zApplicantStep.shape,
  ...zCompanyStep.shape,
  ...zContactsStep.shape,
  ...zDelegationsStep.shape,
  ...zDeliveryStep.shape,
  ...zCommunicationStep.shape,
});

export type SubscriptionInput = z.output<typeof zSubscriptionInput>;

/** What the form answers once sent. */
export interface SubscriptionReceived {
  ok: true;
  /** The pre-registration's number, printed on the form to sign. */
  number: string;
}
