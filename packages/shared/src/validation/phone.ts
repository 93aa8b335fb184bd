import { z } from 'zod';
import { message } from './keys';

/** E.164 caps a number at 15 digits; under 8 with the country code is not a real line. */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;
/** The loose pattern serves older, national-format data, so it is more lenient on length. */
export const PHONE_LOOSE_DIGITS = { min: 6, max: 20 } as const;

// "+", a country code (E.164: never starts with 0), then digit groups split by single spaces.
const STRICT = /^\+[1-9]\d*(?: \d+)*$/;
// Digits, an optional leading "+", brackets "()", dashes, spaces, dots and slashes.
const LOOSE = /^\+?[\d ().\-/]+$/;

const digitCount = (value: string) => value.replace(/\D/g, '').length;
const within = (n: number, range: { min: number; max: number }) => n >= range.min && n <= range.max;

export const isPhone = (value: string) => STRICT.test(value) && within(digitCount(value), PHONE_DIGITS);

export const isPhoneLoose = (value: string) => LOOSE.test(value) && within(digitCount(value), PHONE_LOOSE_DIGITS);

/** "+33 6 12 34 56 78" -> "+33612345678", for storage or comparison of a strict phone. */
export const normalisePhone = (value: string) => `+${value.replace(/\D/g, '')}`;

export const zPhone = z.string(message('validation.required')).trim().refine(isPhone, message('validation.phone'));

export const zPhoneLoose = z
  .string(message('validation.required'))
  .trim()
  .refine(isPhoneLoose, message('validation.phoneLoose'));
