import { z } from 'zod';
import { auth, LANGUAGES, zText } from '@seal/shared';

/** First and last name are required free text (2 to 45 characters, spec 001 section 5). */
export const ZProfileForm = z.object({
  firstName: zText,
  lastName: zText,
  language: z.enum(LANGUAGES),
});

export const ZChangePasswordForm = auth.changePassword.input;
