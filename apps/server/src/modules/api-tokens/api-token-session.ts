import { toRightsMap, type UserType } from '@seal/shared';
import type { Db } from '../../db/client';
import type { SessionContext } from '../auth/session-context';
import { hashApiTokenSecret } from './api-token-secret';
import { findBearer, touchToken } from './api-tokens.repository';

/** A token without expiry: the session's end is as far as a Date goes. */
const NEVER = new Date(8.64e15);

/**
 * The session a bearer secret opens: the token's user, with the token's rights the user holds now,
 * at the token's entity (or the user's). Revoked, expired, unknown, a disabled user or entity, or a
 * token entity no longer at or below the user's: null, as a missing session. Last use and address
 * are written at most once a minute.
 */
export async function bearerSession(db: Db, secret: string, ip: string, now: Date): Promise<SessionContext | null> {
  const tokenHash = hashApiTokenSecret(secret);
  const row = await findBearer(db, tokenHash);
  if (!row || row.revoked || row.user_disabled || row.place_refused) return null;
  const expiresAt = row.expires_ms === null ? null : new Date(Number(row.expires_ms));
  if (expiresAt && expiresAt <= now) return null;
  if (row.stale) await touchToken(db, row.account_id, row.id, ip);
  return {
    tokenHash,
    userId: row.user_id,
    accountId: row.account_id,
    entityId: row.entity_id,
    userType: row.user_type as UserType,
    rights: toRightsMap(row.rights ?? []),
    expiresAt: expiresAt ?? NEVER,
    apiToken: { id: row.id, name: row.name },
  };
}
