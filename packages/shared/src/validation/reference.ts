import { z } from 'zod';
import { LIMITS } from '../constants';
import { normaliseReference } from '../seals/reference-format';
import { message } from './keys';

const REFERENCE = new RegExp(`^[A-Za-z0-9-]{${LIMITS.reference}}$`);

/** Exactly 14 letters, digits or dashes (ASCII). */
export const isReference = (value: string) => REFERENCE.test(value);

/** Outputs the normalised reference. */
export const zReference = z
  .string(message('validation.required'))
  .overwrite(normaliseReference)
  .refine(isReference, message('validation.reference'));
