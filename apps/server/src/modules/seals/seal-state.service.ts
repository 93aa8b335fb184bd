import { SEAL_STATUS, toSealStatus, type SealStatus } from '@seal/shared';
import type { Db } from '../../db/client';
import { decodeReference, encodeReference, type SealKeyring } from './reference-codec';
import { findSealRecord, type SealRecord } from './seal-state.repository';

export interface SealLookup {
  db: Db;
  keyring: SealKeyring;
  /** The clock the validity duration is measured against. */
  now?: () => Date;
}

/**
 * Unknown: `format` and `check` say what was typed cannot be a reference, `key` that no key of this
 * server printed it, `unknown` that no seal of the caller has it. A seal of another account, or
 * of an entity outside the caller's scope, is `unknown` and nothing more, as one that was never issued.
 */
export interface UnknownSeal {
  status: typeof SEAL_STATUS.unknown;
  reason: 'format' | 'check' | 'key' | 'unknown';
}

export interface KnownSeal {
  status: Exclude<SealStatus, typeof SEAL_STATUS.unknown>;
  /** The printed form of what was typed. */
  reference: string;
  serial: number;
  /** A reel's reference is the one of its first seal: typing it finds the reel. */
  reel: { id: string; reference: string; entityId: string; archived: boolean };
  activation: {
    id: string;
    productId: string;
    targetCountry: string | null;
    deliveryDate: string | null;
    activatedAt: Date;
    /** Activation date plus the product's validity duration; null when the product sets none. */
    validUntil: Date | null;
  } | null;
  lastChange: { state: SealStatus; reason: string | null; at: Date } | null;
}

export type SealState = UnknownSeal | KnownSeal;

const DAY_MS = 86_400_000;

/**
 * The state of the seal a reference names, for a caller of `accountId` who sees the entities of
 * `entityScope`: decode -> serial -> reel -> activation -> cancellation and last state change.
 */
export async function getSealState(
  lookup: SealLookup,
  accountId: string,
  entityScope: readonly string[],
  input: string,
): Promise<SealState> {
  const decoded = decodeReference(input, lookup.keyring);
  if (!decoded.ok) return { status: SEAL_STATUS.unknown, reason: decoded.reason };
  const record = await findSealRecord(lookup.db, accountId, entityScope, decoded.serial, decoded.keyVersion);
  if (!record) return { status: SEAL_STATUS.unknown, reason: 'unknown' };

  return knownSeal(lookup, decoded, record);
}

/**
 * The state of a seal whose record was found: spec 000 section 4's rules (statusOf) and what the
 * console shows of it. Shared by the private look-up and the public one (public-seal.service.ts).
 */
export function knownSeal(
  lookup: Pick<SealLookup, 'keyring' | 'now'>,
  decoded: { serial: number; keyVersion: number; reference: string },
  record: SealRecord,
): KnownSeal {
  const key = lookup.keyring.keys.get(decoded.keyVersion)!;
  const validUntil = validityEnd(record);
  return {
    status: statusOf(record, validUntil, (lookup.now ?? (() => new Date()))()),
    reference: decoded.reference,
    serial: decoded.serial,
    reel: {
      id: record.reelId,
      // Enciphered when read: the public consultation never shows it, and enciphering is the
      // largest part of its own computing time.
      get reference() {
        return encodeReference(record.reelFirstSerial, key);
      },
      entityId: record.reelEntityId,
      archived: record.reelArchived,
    },
    activation:
      record.activationId && record.productId && record.activatedAt
        ? {
            id: record.activationId,
            productId: record.productId,
            targetCountry: record.targetCountry,
            deliveryDate: record.deliveryDate,
            activatedAt: record.activatedAt,
            validUntil,
          }
        : null,
    lastChange:
      record.lastState !== null && record.lastStateAt
        ? { state: toSealStatus(record.lastState), reason: record.lastStateReason, at: record.lastStateAt }
        : null,
  };
}

function validityEnd(record: SealRecord): Date | null {
  if (!record.activatedAt || !record.validityDays || record.validityDays <= 0) return null;
  return new Date(record.activatedAt.getTime() + record.validityDays * DAY_MS);
}

/**
 * Spec 000 section 4: the current state is the last state-change entry (a cancellation is one, for
 * a range); without any the seal is active, unless its validity has run out. A seal never activated
 * is inactive, or archived with its reel. Demonstration reels always answer demo.
 */
function statusOf(record: SealRecord, validUntil: Date | null, now: Date): KnownSeal['status'] {
  if (record.demo) return SEAL_STATUS.demo;
  if (!record.activatedAt) return record.reelArchived ? SEAL_STATUS.archived : SEAL_STATUS.inactive;
  const changedAt = record.lastStateAt?.getTime() ?? -Infinity;
  if (record.cancelledAt && record.cancelledAt.getTime() >= changedAt) return SEAL_STATUS.cancelled;
  const last = record.lastState === null ? SEAL_STATUS.active : toSealStatus(record.lastState);
  if (last !== SEAL_STATUS.active && last !== SEAL_STATUS.unknown) return last;
  if (validUntil && now.getTime() > validUntil.getTime()) return SEAL_STATUS.expired;
  return SEAL_STATUS.active;
}
