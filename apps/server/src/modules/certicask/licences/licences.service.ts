import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/certicask';
import type { Licence } from '@seal/shared/contract/certicask';
import { unique } from '../../../db/unique-violation';
import type { SessionCallContext } from '../../../rpc/context';
import { hashDeviceKey, newDeviceKey } from './device-key';
import { requireLicenceChange } from './licence-state';
import { toLicence } from './licence-view';
import * as repo from './licences.repository';

type In<C> = ParsedInputOf<C>;

/** licenceModel.list: the account's licences, their states as of now (docs/certicask.md "Licences"). */
export async function listLicences(
  ctx: SessionCallContext,
  input: In<typeof contract.listLicences>,
): Promise<ListResult<Licence>> {
  const page = await repo.listLicences(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    search: input.search,
    state: input.filters.state,
    sort: input.sort,
    now: ctx.services.now(),
  });
  return { total: page.total, rows: page.rows.map(toLicence) };
}

/** The account's licence, locked for the method's transaction; another account's answers notFound. */
async function lockedLicence(ctx: SessionCallContext, licenceId: string) {
  const row = await repo.findLicence(ctx.db, ctx.session.accountId, licenceId, ctx.services.now(), true);
  if (!row) throw new AppError(ERRORS.common.notFound);
  return row;
}

async function reread(ctx: SessionCallContext, licenceId: string) {
  return toLicence((await repo.findLicence(ctx.db, ctx.session.accountId, licenceId, ctx.services.now()))!);
}

/**
 * licenceModel.assign: a free licence goes on a device, which holds one licence at a time
 * (certicask.deviceTaken, params.licence: the number of the one it holds). The device's key is in
 * this answer only: the table keeps its SHA-256.
 */
export async function assignLicence(ctx: SessionCallContext, input: In<typeof contract.assignLicence>) {
  const row = await lockedLicence(ctx, input.licenceId);
  requireLicenceChange(row.state, 'used');
  const now = ctx.services.now();
  const taken = await repo.findUsedOnDevice(ctx.db, ctx.session.accountId, input.deviceIdentifier);
  if (taken && taken.expiresAt.getTime() > now.getTime())
    throw new AppError(ERRORS.certicask.deviceTaken, { licence: taken.number });
  // The device's licence ran out before the daily job wrote it: written now, the device is free.
  if (taken)
    await repo.changeLicence(ctx.db, { accountId: ctx.session.accountId, id: taken.id }, 'used', {
      state: 'expired',
      deviceKeyHash: null,
    });
  const deviceKey = newDeviceKey();
  const device = { deviceName: input.deviceName, deviceIdentifier: input.deviceIdentifier };
  // Two assignments to one device at once: the unique index lets one through.
  await unique(
    () =>
      repo.changeLicence(ctx.db, row.licence, 'free', {
        state: 'used',
        ...device,
        deviceKeyHash: hashDeviceKey(deviceKey),
        assignedAt: now,
        revokedAt: null,
        revokeReason: null,
      }),
    new AppError(ERRORS.certicask.deviceTaken),
    'cask_licences_device_idx',
  );
  ctx.audit({ targetId: row.licence.id, before: { state: row.state }, after: { state: 'used', ...device } });
  return { licence: await reread(ctx, row.licence.id), deviceKey };
}

/**
 * licenceModel.revoke: a free or used licence is taken back for good (certicask.licenceNotRevocable
 * otherwise, params.state); its device is freed and its key stops working at once.
 */
export async function revokeLicence(ctx: SessionCallContext, input: In<typeof contract.revokeLicence>) {
  const row = await lockedLicence(ctx, input.licenceId);
  requireLicenceChange(row.state, 'revoked');
  await repo.changeLicence(ctx.db, row.licence, row.licence.state, {
    state: 'revoked',
    deviceKeyHash: null,
    revokedAt: ctx.services.now(),
    revokeReason: input.reason,
  });
  ctx.audit({
    targetId: row.licence.id,
    before: { state: row.state, device: row.licence.deviceIdentifier },
    after: { state: 'revoked', reason: input.reason },
  });
  return reread(ctx, row.licence.id);
}
