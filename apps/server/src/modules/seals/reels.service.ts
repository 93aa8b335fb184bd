import { AppError, ERRORS } from '@seal/shared';
import type { Db } from '../../db/client';
import { allocateSerials, entityOfAccount, insertReels } from './reels.repository';
import { DEMO_KEY_VERSION } from './demo-seal-key';
import type { SealKey } from './reference-codec';

/** What one issue may create: enough for a print run, small enough for one CSV file. */
export const ISSUE_LIMITS = { maxReels: 1_000, maxReelSize: 1_000_000, maxSeals: 10_000_000 } as const;

export interface IssueRequest {
  accountId: string;
  entityId: string;
  reels: number;
  size: number;
  /** The user who asked; none for the operator command. */
  createdBy?: string | null;
}

export interface IssuedReel {
  id: string;
  firstSerial: number;
  lastSerial: number;
}

const isCount = (value: number, max: number) => Number.isSafeInteger(value) && value >= 1 && value <= max;

/**
 * Issues `reels` new reels of `size` seals each for an entity of the account, in one transaction:
 * consecutive serials from the database sequence, printed with `key` (the current one). `deliver`
 * (writing the printer's file, say) runs inside that transaction: if it fails, nothing is issued.
 */
export async function issueReels(
  db: Db,
  key: SealKey,
  request: IssueRequest,
  deliver?: (reels: IssuedReel[]) => Promise<void>,
): Promise<IssuedReel[]> {
  const { accountId, entityId, reels: count, size } = request;
  // The demo key is published (decision 0007): a reel printed with it could be forged by anyone.
  if (key.version === DEMO_KEY_VERSION) throw new Error('The demo seal key never prints real reels');
  if (
    !isCount(count, ISSUE_LIMITS.maxReels) ||
    !isCount(size, ISSUE_LIMITS.maxReelSize) ||
    count * size > ISSUE_LIMITS.maxSeals
  )
    throw new AppError(ERRORS.common.validation, { limits: ISSUE_LIMITS });
  return db.transaction(async (tx) => {
    if (!(await entityOfAccount(tx, accountId, entityId))) throw new AppError(ERRORS.common.notFound);
    const first = await allocateSerials(tx, count * size);
    const rows = Array.from({ length: count }, (_, index) => ({
      accountId,
      entityId,
      firstSerial: first + index * size,
      lastSerial: first + (index + 1) * size - 1,
      keyVersion: key.version,
      createdBy: request.createdBy ?? null,
    }));
    const issued = (await insertReels(tx, rows)).sort((a, b) => a.firstSerial - b.firstSerial);
    await deliver?.(issued);
    return issued;
  });
}
