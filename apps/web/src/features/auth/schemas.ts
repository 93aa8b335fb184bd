import { z } from 'zod';
import { auth, zEmail, zNewPassword, zPassword } from '@seal/shared';

/** The login form checks the password length of spec 001 (8 to 32) before calling. */
export const ZLoginForm = z.object({ email: zEmail, password: zPassword });

export const ZForgotPasswordForm = auth.resetPwd.input;

/** New password and its confirmation (the token and purpose come from the link). */
export const ZSetPasswordForm = zNewPassword;
