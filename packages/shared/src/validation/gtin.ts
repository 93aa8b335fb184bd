import { z } from 'zod';
import { isValidGtin } from './gtin-check';
import { message } from './keys';

export { GTIN_LENGTHS, gtinCheckDigit, isValidGtin, normaliseGtin } from './gtin-check';

export const zGtin = z.string(message('validation.required')).trim().refine(isValidGtin, message('validation.gtin'));
