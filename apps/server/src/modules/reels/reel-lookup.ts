import type { Db } from '../../db/client';
import { decodeReference, type SealKeyring } from '../seals/reference-codec';
import type { SealScope } from '../seals/seal-scope';
import { lockReelHolding, queueReelChanges, type StoredReel } from './reels.repository';

export type ReelLookup =
  | { found: true; reel: StoredReel; serial: number }
  /** unreadable: not a reference this server can read; unknown: no reel of the scope holds it. */
  | { found: false; reason: 'unreadable' | 'unknown' };

/**
 * The reel of the scope holding the seal `reference` names (its own reference or any other seal's
 * on it), locked for the rest of the transaction. A reel of another account or entity is
 * `unknown`, exactly as a serial never issued. Changes of the account's reels queue here first.
 */
export async function lockReelOf(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  reference: string,
): Promise<ReelLookup> {
  const decoded = decodeReference(reference, keyring);
  if (!decoded.ok) return { found: false, reason: 'unreadable' };
  await queueReelChanges(db, scope.accountId);
  const reel = await lockReelHolding(db, scope, decoded.serial, decoded.keyVersion);
  return reel ? { found: true, reel, serial: decoded.serial } : { found: false, reason: 'unknown' };
}
