import { z } from 'zod';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

/** One e-mail address, trimmed and lower-cased (the e-mail is also the login). */
export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isEmail, { error: 'validation.email' });

/** Several addresses in one field, separated by commas; each one is validated. */
export const zEmailList = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part.length > 0),
  )
  .refine((list) => list.every(isEmail), { error: 'validation.emailList' });
