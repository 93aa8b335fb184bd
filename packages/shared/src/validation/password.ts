import { z } from 'zod';
import { LIMITS } from '../constants';
import { message } from './keys';

const { min, max } = LIMITS.password;

export const zPassword = z
  .string(message('validation.required'))
  .min(min, message('validation.password.length'))
  .max(max, message('validation.password.length'));

/** New password and its confirmation; the confirmation must be equal. */
export const zNewPassword = z
  .object({ password: zPassword, confirmation: z.string(message('validation.required')) })
  .refine((value) => value.password === value.confirmation, {
    ...message('validation.password.mismatch'),
    path: ['confirmation'],
  });

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A generated password: 8 random alphanumeric characters, with a digit and a letter of each case. */
export function generatePassword(random: (n: number) => Uint8Array): string {
  for (;;) {
    const bytes = random(LIMITS.generatedPassword * 2);
    let out = '';
    for (const byte of bytes) {
      // Rejection sampling keeps every character equally likely.
      if (byte < 256 - (256 % ALPHANUMERIC.length)) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (out.length === LIMITS.generatedPassword) break;
    }
    if (out.length === LIMITS.generatedPassword && /\d/.test(out) && /[a-z]/.test(out) && /[A-Z]/.test(out)) {
      return out;
    }
  }
}
