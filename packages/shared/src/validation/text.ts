import { z } from 'zod';
import { LIMITS } from '../constants';
import { message } from './keys';
import { optionalField } from './optional';

/**
 * Characters refused in free text (spec 5). The spec notes a shorter reading without the
 * apostrophe and `]`; the fuller set is the one given, so both are refused here.
 */
export const FORBIDDEN_TEXT_CHARS = `<>()'"/[]=`;

export const hasForbiddenChar = (value: string) => [...FORBIDDEN_TEXT_CHARS].some((char) => value.includes(char));

/**
 * Free text, 2 to 45 characters. Lengths count after trimming (surrounding blanks are not
 * content) and in UTF-16 units, as zod and the browser's maxLength do.
 */
export const zText = z
  .string(message('validation.required'))
  .trim()
  .min(LIMITS.text.min, message('validation.text.length'))
  .max(LIMITS.text.max, message('validation.text.length'))
  .refine((value) => !hasForbiddenChar(value), message('validation.text.forbidden'));

/** Postal address, 8 to 200 characters; the free-text character ban does not apply ("12/3"). */
export const zAddress = z
  .string(message('validation.required'))
  .trim()
  .min(LIMITS.address.min, message('validation.address.length'))
  .max(LIMITS.address.max, message('validation.address.length'));

/** Optional variants: blank means "not given" (undefined), anything else must pass the rule. */
export const zOptionalText = optionalField(zText);
export const zOptionalAddress = optionalField(zAddress);
