import { auth, zNewPassword } from '@seal/shared';

// The login form checks its two fields without zod: see login-check.ts.
export const ZForgotPasswordForm = auth.resetPwd.input;

/** New password and its confirmation (the token and purpose come from the link). */
export const ZSetPasswordForm = zNewPassword;
