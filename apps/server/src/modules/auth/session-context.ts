import type { RightsMap, UserType } from '@seal/shared';

/** What the server knows of the caller, read from the session row or the API token's. */
export interface SessionContext {
  tokenHash: string;
  userId: string;
  accountId: string;
  entityId: string;
  userType: UserType;
  rights: RightsMap;
  expiresAt: Date;
  /** Set when an API token opened the session (`Authorization: Bearer`): the action log names it. */
  apiToken?: { id: string; name: string };
}
