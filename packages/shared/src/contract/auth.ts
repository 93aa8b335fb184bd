import { z } from 'zod';
import { LANGUAGES, LOOKS } from '../constants';
import type { RightsMap, UserType } from '../rights';
import { zEmail, zNewPassword, zPassword } from '../validation';
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
}

export const login = defineMethod<SessionInfo>()({
  model: 'userModel',
  name: 'login',
  access: 'public',
  input: z.object({ email: zEmail, password: z.string().min(1).max(128) }),
});

export const getSession = defineMethod<SessionInfo>()({
  model: 'userModel',
  name: 'getSession',
  access: 'session',
  input: z.object({}),
});

export const changePassword = defineMethod<{ changed: boolean }>()({
  model: 'userModel',
  name: 'changePassword',
  access: 'session',
  mutates: true,
  input: z.object({ current: z.string().min(1).max(128) }).and(zNewPassword),
});

/** Asks for a reset link; answers alike whether or not the e-mail has an account. */
export const resetPwd = defineMethod<{ sent: boolean }>()({
  model: 'userModel',
  name: 'resetPwd',
  access: 'public',
  input: z.object({ email: zEmail }),
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
    firstName: z.string().trim().min(2).max(45).optional(),
    lastName: z.string().trim().min(2).max(45).optional(),
  }),
});

export { zPassword };
