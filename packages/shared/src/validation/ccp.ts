import { z } from 'zod';
import { CCP_LENGTH } from '../constants';
import { message } from './keys';

/**
 * Spec 5 gives two readings of the CCP rule, both kept:
 * - 'mixed' (default): a digit and a letter of any case ("a1b2c", "A1B2C");
 * - 'strict': a digit, a lowercase and an uppercase letter ("a1B2c").
 */
export type CcpVariant = 'mixed' | 'strict';

const ALPHANUMERIC = new RegExp(`^[A-Za-z0-9]{${CCP_LENGTH}}$`);

export function isValidCcp(value: string, variant: CcpVariant = 'mixed'): boolean {
  if (!ALPHANUMERIC.test(value) || !/\d/.test(value)) return false;
  return variant === 'mixed' ? /[A-Za-z]/.test(value) : /[a-z]/.test(value) && /[A-Z]/.test(value);
}

// No case change: case matters for the strict variant and for the printed code.
export const zCcp = z
  .string(message('validation.required'))
  .trim()
  .refine((value) => isValidCcp(value, 'mixed'), message('validation.ccp'));

export const zCcpStrict = z
  .string(message('validation.required'))
  .trim()
  .refine((value) => isValidCcp(value, 'strict'), message('validation.ccpStrict'));
