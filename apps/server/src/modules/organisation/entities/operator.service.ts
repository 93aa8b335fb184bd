import { z } from 'zod';
import { methodKey, organisation } from '@seal/shared';
import type { Db } from '../../../db/client';
import type { ActionLogService } from '../../action-log/action-log.service';
import { found } from '../shared/errors';
import * as repo from './entities.repository';

/** The operator's input, with the limits of organisationModel.setSiteCredit. */
export const zAccountSiteCredit = z.object({
  accountId: z.uuid(),
  siteCredit: organisation.setSiteCredit.input.shape.siteCredit,
});

/**
 * The top entity of an account has no parent to raise its site cap (setSiteCredit only reaches
 * sub-entities), so the operator sets it from the server (npm run organisation -- site-credit).
 * Recorded in the account's action log under the method's name, in one transaction.
 */
export async function setAccountSiteCredit(
  db: Db,
  actionLog: ActionLogService,
  { accountId, siteCredit }: z.output<typeof zAccountSiteCredit>,
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const entity = found(await repo.findTopEntity(tx, accountId));
    await repo.updateEntity(tx, accountId, entity.id, { siteCredit });
    await actionLog.record(tx, {
      method: methodKey(organisation.setSiteCredit),
      session: null,
      ip: 'operator',
      input: { entityId: entity.id, siteCredit },
      audits: [{ targetId: entity.id, before: { siteCredit: entity.siteCredit }, after: { siteCredit } }],
      place: { accountId, entityId: entity.id },
    });
    return { entityId: entity.id, entityName: entity.name, before: entity.siteCredit, siteCredit };
  });
}
