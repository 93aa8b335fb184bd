import { z } from 'zod';
import { isEmail } from './email-format';
import { message } from './keys';

export { isEmail, normaliseEmail } from './email-format';

/** One e-mail address, trimmed and lower-cased (the e-mail is also the login). */
export const zEmail = z
  .string(message('validation.required'))
  .trim()
  .toLowerCase()
  .refine(isEmail, message('validation.email'));

/** Several addresses in one field, separated by commas; each one is validated. */
export const zEmailList = z
  .string(message('validation.required'))
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part.length > 0),
  )
  .refine((list) => list.every(isEmail), message('validation.emailList'));
