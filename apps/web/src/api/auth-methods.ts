import type { auth } from '@seal/shared';
import { methodRef } from './method-ref';

/** The auth methods of the start-up path, as light refs (see method-ref.ts). */
export const authMethods = {
  getSession: methodRef<typeof auth.getSession>('userModel', 'getSession'),
  login: methodRef<typeof auth.login>('userModel', 'login'),
  updatePreferences: methodRef<typeof auth.updatePreferences>('userModel', 'updatePreferences'),
};
