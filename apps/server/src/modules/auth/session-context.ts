import type { RightsMap, UserType } from '@seal/shared';

/** What the server knows of the caller, read from the session row. */
export interface SessionContext {
  tokenHash: string;
  userId: string;
  accountId: string;
  entityId: string;
  userType: UserType;
  rights: RightsMap;
  expiresAt: Date;
}
