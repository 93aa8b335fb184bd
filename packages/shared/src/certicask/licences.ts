import { z } from 'zod';
import { COUNTRY_CODES, zAddress, zEmail, zPhone, zText, zVat } from '../validation';
import { message } from '../validation/keys';

/**
 * Licences of cask certification (spec 000 "Licence", section 4): a licence lets one device
 * (the cellar's tablet or phone running the certification app) issue certificates until it
 * expires. Bought in a licence order, which is a trade order with its invoice and payment.
 *
 * - free: paid for, not on a device;
 * - used: assigned to a device (its key works);
 * - expired: past its end (the scheduled job, or when read), whatever it was;
 * - revoked: taken back from its device (the device is freed and its key stops working), final.
 */
export const LICENCE_STATES = ['free', 'used', 'expired', 'revoked'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

/** What a licence may become: the only changes the server makes. */
export const LICENCE_TRANSITIONS: Readonly<Record<LicenceState, readonly LicenceState[]>> = {
  free: ['used', 'expired', 'revoked'],
  used: ['expired', 'revoked'],
  expired: [],
  revoked: [],
};
export const canChangeLicence = (from: LicenceState, to: LicenceState) => LICENCE_TRANSITIONS[from].includes(to);

/** A licence runs this long from its order's payment. */
export const LICENCE_VALIDITY_DAYS = 365;
/** Licences one order buys at most. */
export const LICENCE_ORDER_MAX = 100;
/** The catalogue article a licence is sold as (a service; docs/operations.md "Trade"). */
export const LICENCE_ARTICLE_CODE = 'CASK-LICENCE';

/**
 * A licence order follows its trade order's payment (spec 000 section 4): paid validates it and
 * makes its licences (free); refused or cancelled cancels it; until then it awaits payment.
 */
export const LICENCE_ORDER_STATES = ['awaitingPayment', 'validated', 'cancelled'] as const;
export type LicenceOrderState = (typeof LICENCE_ORDER_STATES)[number];

/** Spec 001 section 5: every billing field is required. */
export const zBillingFields = z.object({
  companyName: zText,
  address: zAddress,
  postalCode: z.string(message('validation.required')).trim().min(2, message('validation.required')).max(16),
  town: zText,
  country: z
    .string(message('validation.required'))
    .trim()
    .toUpperCase()
    .refine((code) => COUNTRY_CODES.has(code), { message: 'validation.choice' }),
  vatNumber: zVat,
  email: zEmail,
  phone: zPhone,
});
export type BillingFields = z.output<typeof zBillingFields>;

/** A device's name (what the cellar calls it) and its identifier (what the app reports: its serial or install id). */
export const DEVICE_IDENTIFIER_PATTERN = /^[A-Za-z0-9._:-]{4,64}$/;
export const zDevice = z.object({
  deviceName: zText,
  deviceIdentifier: z.string().trim().regex(DEVICE_IDENTIFIER_PATTERN, { message: 'validation.invalid' }),
});

/** The device key's prefix: `Authorization: Bearer ccd_...` on the device API (docs/certicask.md). */
export const DEVICE_KEY_PREFIX = 'ccd_';
