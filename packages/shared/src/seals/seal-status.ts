/**
 * A seal's status code (spec 000 section 4). The codes are the ones the old console stored and
 * its notifications still carry (status 0 to 11), so they are kept as numbers.
 */
export const SEAL_STATUS = {
  unknown: -1,
  /** Delivered, not activated. */
  inactive: 0,
  /** Activated ("session" in the old console). */
  active: 1,
  archived: 2,
  cancelled: 3,
  blocked: 4,
  /** Activated longer ago than the product's validity duration. */
  expired: 5,
  suspect: 6,
  fraudulent: 7,
  stolen: 8,
  /** Declared stolen, yet shown to consumers as valid so that the thief is not warned. */
  hiddenStolen: 9,
  contact: 10,
  access: 11,
  demo: 100,
} as const;

export type SealStatusName = keyof typeof SEAL_STATUS;
export type SealStatus = (typeof SEAL_STATUS)[SealStatusName];

/**
 * The statuses a state change may record for one seal. Not activated, expired and unknown are
 * computed, never recorded; cancellation is recorded as a range (a seal state change can still
 * name it when one seal is cancelled on its own).
 */
export const RECORDABLE_SEAL_STATUSES = [
  SEAL_STATUS.active,
  SEAL_STATUS.archived,
  SEAL_STATUS.cancelled,
  SEAL_STATUS.blocked,
  SEAL_STATUS.suspect,
  SEAL_STATUS.fraudulent,
  SEAL_STATUS.stolen,
  SEAL_STATUS.hiddenStolen,
  SEAL_STATUS.contact,
  SEAL_STATUS.access,
] as const satisfies readonly SealStatus[];

const NAMES = new Map<number, SealStatusName>(
  Object.entries(SEAL_STATUS).map(([name, code]) => [code, name as SealStatusName]),
);

/** A stored or received code read as a status: any value the spec does not list is unknown (-1). */
export function toSealStatus(code: number): SealStatus {
  return NAMES.has(code) ? (code as SealStatus) : SEAL_STATUS.unknown;
}

export const sealStatusName = (code: number): SealStatusName => NAMES.get(code) ?? 'unknown';
