import { z } from 'zod';
import { LANGUAGES, LOOKS } from '../constants';
import type { RightsMap, UserType } from '../rights';
import { zEmail, zNewPassword, zPassword, zText } from '../validation';
import { defineMethod } from './define';

export interface SessionInfo {
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    language: (typeof LANGUAGES)[number];
    look: (typeof LOOKS)[number];
  };
  account: { id: string; name: string };
  entity: { id: string; name: string };
  userType: UserType;
  rights: RightsMap;
  expiresAt: string;
  /** Set when the server keeps its mails in the local outbox (no SMTP_URL): the console shows it (decision 0025). */
  localMail?: true;
}

export const login = defineMethod<SessionInfo>()({
  model: 'userModel',
  name: 'login',
  access: 'public',
  input: z.object({ email: zEmail, password: z.string().min(1).max(128) }),
});

/** The session of the caller, or null without one (not an error: a visitor is simply logged out). */
export const getSession = defineMethod<SessionInfo | null>()({
  model: 'userModel',
  name: 'getSession',
  access: 'optional',
  input: z.object({}),
});

export const changePassword = defineMethod<{ changed: boolean }>()({
  model: 'userModel',
  name: 'changePassword',
  access: 'session',
  mutates: true,
  input: z.object({ current: z.string().min(1).max(128) }).and(zNewPassword),
});

/**
 * The spec's salt call (spec 001 section 7): a salt for any address, the account's own where there
 * is one and a stable keyed one where there is not, alike in shape (docs/decisions/0008).
 */
export const getUserSaltOnlyFromEmail = defineMethod<{ salt: string }>()({
  model: 'userModel',
  name: 'getUserSaltOnlyFromEmail',
  access: 'public',
  input: z.object({ email: zEmail }),
});

/** What resetPwd answers, for a known and an unknown address alike: `user.login` is the address asked for. */
export interface ResetPwdResult {
  code: 0;
  sent: boolean;
  user: { login: string };
}

/**
 * Asks for a reset link; answers alike whether or not the e-mail has an account. `hash` (the spec's
 * client-side hash of a new password) is accepted and never stored: the password is chosen through
 * the mailed single-use link and stored as argon2id (docs/decisions/0008).
 */
export const resetPwd = defineMethod<ResetPwdResult>()({
  model: 'userModel',
  name: 'resetPwd',
  access: 'public',
  input: z.object({ email: zEmail, hash: z.string().max(512).optional() }),
});

/** Sets a password from a single-use link (reset or first password). */
export const setPassword = defineMethod<{ email: string }>()({
  model: 'userModel',
  name: 'setPassword',
  access: 'public',
  mutates: true,
  input: z.object({ token: z.string().min(20).max(200), purpose: z.enum(['reset', 'init']) }).and(zNewPassword),
});

/** Tells whether a password link can still be used, before the form is shown. */
export const checkPasswordToken = defineMethod<{ email: string }>()({
  model: 'userModel',
  name: 'checkPasswordToken',
  access: 'public',
  input: z.object({ token: z.string().min(20).max(200), purpose: z.enum(['reset', 'init']) }),
});

export const updatePreferences = defineMethod<{ saved: boolean }>()({
  model: 'userModel',
  name: 'updatePreferences',
  access: 'session',
  mutates: true,
  input: z.object({
    language: z.enum(LANGUAGES).optional(),
    look: z.enum(LOOKS).optional(),
    firstName: zText.optional(),
    lastName: zText.optional(),
  }),
});

export { zPassword };
