import { methodKey, qrnutri } from '@seal/shared';
import type { Db } from '../../db/client';
import type { ActionLogService } from '../action-log/action-log.service';
import * as repo from './qrnutri.repository';

/**
 * The operator takes a public page down at once (a sheet reported as wrong or unlawful), knowing
 * only its address (npm run qrnutri -- withdraw <publicId>). Recorded in the account's action log
 * under qrnutriModel.publish, in one transaction. Undefined: no such sheet.
 */
export async function withdrawByPublicId(db: Db, actionLog: ActionLogService, publicId: string) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const found = await repo.findSheetByPublicId(tx, publicId);
    if (!found) return undefined;
    const { sheet, entityId } = found;
    await repo.updateSheet(tx, sheet.accountId, sheet.id, { published: false, publishedAt: null });
    await actionLog.record(tx, {
      method: methodKey(qrnutri.publish),
      session: null,
      ip: 'operator',
      input: { sheetId: sheet.id, published: false },
      audits: [{ targetId: sheet.id, before: { published: sheet.published }, after: { published: false } }],
      place: { accountId: sheet.accountId, entityId },
    });
    return { sheetId: sheet.id, accountId: sheet.accountId, wasPublished: sheet.published };
  });
}
