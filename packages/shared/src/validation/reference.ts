import { z } from 'zod';
import { LIMITS } from '../constants';
import { message } from './keys';

const REFERENCE = new RegExp(`^[A-Za-z0-9-]{${LIMITS.reference}}$`);

/** References are printed in capitals; users type them in any case, with stray blanks. */
export const normaliseReference = (input: string) => input.trim().toUpperCase();

/** Exactly 14 letters, digits or dashes (ASCII). */
export const isReference = (value: string) => REFERENCE.test(value);

/** Outputs the normalised reference. */
export const zReference = z
  .string(message('validation.required'))
  .overwrite(normaliseReference)
  .refine(isReference, message('validation.reference'));
