import { reels as contract } from '@seal/shared';
import type { Db } from '../../db/client';
import { encodeReference, type SealKeyring } from '../seals/reference-codec';
import { findReelRecords, type ReelQuery, type ReelRecord } from './reels-list.repository';

/**
 * The printed reference of a serial of a reel printed with `keyVersion`. Every key that printed
 * reels stays in SEAL_KEY (decision 0007), so a missing one is a configuration fault, not data.
 */
export function referenceOf(keyring: SealKeyring, keyVersion: number, serial: number): string {
  const key = keyring.keys.get(keyVersion);
  if (!key) throw new Error(`No seal key of version ${keyVersion}: SEAL_KEY must keep every key that printed reels`);
  return encodeReference(serial, key);
}

export function toReelRow(record: ReelRecord, keyring: SealKeyring): contract.ReelRow {
  return {
    id: record.id,
    reference: referenceOf(keyring, record.keyVersion, record.firstSerial),
    lastReference: referenceOf(keyring, record.keyVersion, record.lastSerial),
    entityId: record.entityId,
    entityName: record.entityName,
    createdAt: record.createdAt.toISOString(),
    total: record.total,
    activated: record.activated,
    cancelled: record.cancelled,
    left: record.total - record.activated,
    status: contract.reelStatus(record.total, record.activated),
    archived: record.archived,
    archivedAt: record.archivedAt?.toISOString() ?? null,
    transfer:
      record.transferredAt && record.transferredFromEntityId
        ? {
            at: record.transferredAt.toISOString(),
            fromEntityId: record.transferredFromEntityId,
            fromEntityName: record.fromEntityName ?? '',
          }
        : null,
    demo: record.demo,
  };
}

/** The rows of reels of the account by id, in serial order (what a change answers). */
export async function reelRowsById(
  db: Db,
  keyring: SealKeyring,
  accountId: string,
  ids: readonly string[],
): Promise<contract.ReelRow[]> {
  const query: ReelQuery = { accountId, entityIds: null, ids };
  const records = await findReelRecords(db, query, { sort: undefined, limit: ids.length, offset: 0 });
  return records.sort((a, b) => a.firstSerial - b.firstSerial).map((record) => toReelRow(record, keyring));
}
