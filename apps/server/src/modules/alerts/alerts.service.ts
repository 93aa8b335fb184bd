import { AppError, ERRORS, type CatalogueError } from '@seal/shared';
import type { alerts as contract, ParsedInputOf } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { entityScope } from '../auth/entity-scope';
import { decodeReference } from '../seals/reference-codec';
import { ALERT_QUEUE } from './alert-jobs';
import * as repo from './alerts.repository';

const A = ERRORS.alert;

/** A rule's error on a field: the wizard goes back to the step showing it, with what was typed. */
const onField = (error: CatalogueError, path: string) =>
  new AppError(error, {}, [{ path, key: `errors.${error.key}` }]);
type Fields = ParsedInputOf<typeof contract.createAlert>;

/** To needs one address; no list holds an address twice (the field names it). */
function checkRecipients(input: Fields) {
  if (input.to.length === 0) throw new AppError(A.toRequired, {}, [{ path: 'to', key: `errors.${A.toRequired.key}` }]);
  for (const list of ['to', 'cc', 'bcc'] as const) {
    const seen = new Set<string>();
    for (const address of input[list]) {
      if (seen.has(address))
        throw new AppError(A.duplicateRecipient, { address }, [
          { path: list, key: `errors.${A.duplicateRecipient.key}`, params: { address } },
        ]);
      seen.add(address);
    }
  }
}

/** A range's two references, decoded, of the account's seals, in order. */
async function rangeOf(ctx: SessionCallContext, first: string, last: string) {
  const a = decodeReference(first, ctx.services.sealKeyring);
  const b = decodeReference(last, ctx.services.sealKeyring);
  if (!a.ok) throw onField(A.invalidRange, 'firstReference');
  if (!b.ok || a.serial > b.serial) throw onField(A.invalidRange, 'lastReference');
  const { accountId } = ctx.session;
  if (!(await repo.onAccountReel(ctx.db, accountId, a.serial, a.keyVersion)))
    throw onField(A.invalidRange, 'firstReference');
  if (!(await repo.onAccountReel(ctx.db, accountId, b.serial, b.keyVersion)))
    throw onField(A.invalidRange, 'lastReference');
  return { first: a, last: b };
}

export async function createAlert(ctx: SessionCallContext, input: Fields) {
  const { accountId, entityId, userId } = ctx.session;
  checkRecipients(input);
  await repo.lockAccountAlerts(ctx.db, accountId);
  let target: Pick<repo.NewAlert, 'productId' | 'firstSerial' | 'lastSerial' | 'firstReference' | 'lastReference'>;
  if (input.type === 'product') {
    if (!input.productId) throw onField(A.productRequired, 'productId');
    const scope = await entityScope(ctx.db, ctx.session, 'orga.master_product');
    // Another account's product, or one outside the user's scope, is not found.
    if (!(await repo.productInScope(ctx.db, accountId, scope.entityIds, input.productId)))
      throw new AppError(ERRORS.common.notFound);
    if (await repo.productTaken(ctx.db, accountId, input.productId)) throw onField(A.productTaken, 'productId');
    target = { productId: input.productId };
  } else {
    if (!input.firstReference) throw onField(A.rangeRequired, 'firstReference');
    if (!input.lastReference) throw onField(A.rangeRequired, 'lastReference');
    const range = await rangeOf(ctx, input.firstReference, input.lastReference);
    if ((await repo.overlapping(ctx.db, accountId, range.first.serial, range.last.serial)).length > 0)
      throw onField(A.rangeOverlap, 'firstReference');
    target = {
      firstSerial: range.first.serial,
      lastSerial: range.last.serial,
      firstReference: range.first.reference,
      lastReference: range.last.reference,
    };
  }
  const id = await repo.insertAlert(ctx.db, {
    accountId,
    entityId,
    createdBy: userId,
    name: input.name,
    ...target,
    limit: input.limit,
    targetCountry: input.targetCountry,
    anomalyKinds: input.anomalyKinds,
    to: input.to,
    cc: input.cc,
    bcc: input.bcc,
  });
  ctx.audit({ targetId: id, after: { name: input.name, ...target, limit: input.limit } });
  return { id };
}

export async function getAlert(ctx: SessionCallContext, alertId: string) {
  const [row] = await repo.findAlerts(ctx.db, ctx.session.accountId, { alertId });
  if (!row) throw new AppError(ERRORS.common.notFound);
  return row;
}

export async function listAlerts(ctx: SessionCallContext, search: string | undefined) {
  const rows = await repo.findAlerts(ctx.db, ctx.session.accountId, { search });
  return { rows, total: rows.length };
}

export async function deleteAlert(ctx: SessionCallContext, alertId: string) {
  const deleted = await repo.deleteAlert(ctx.db, ctx.session.accountId, alertId);
  if (!deleted) throw new AppError(ERRORS.common.notFound);
  ctx.audit({ targetId: alertId, before: { name: deleted.name } });
  return { deleted: true as const };
}

export async function listDeliveries(ctx: SessionCallContext, alertId: string) {
  await getAlert(ctx, alertId);
  return repo.findDeliveries(ctx.db, ctx.session.accountId, alertId);
}

/** Queues a failed mail again, in the call's transaction: in progress until its job says otherwise. */
export async function retryDelivery(ctx: SessionCallContext, deliveryId: string) {
  const { accountId } = ctx.session;
  const delivery = await repo.findDelivery(ctx.db, accountId, deliveryId);
  if (!delivery) throw new AppError(ERRORS.common.notFound);
  if (delivery.state !== 'failed') throw new AppError(A.notFailed);
  await repo.setDeliveryState(ctx.db, accountId, deliveryId, 'inProgress', null);
  await ctx.services.jobs.send(ALERT_QUEUE, { accountId, deliveryId, retried: true }, ctx.db);
  ctx.audit({ targetId: deliveryId, after: { alertId: delivery.alertId } });
  return { queued: true as const };
}
