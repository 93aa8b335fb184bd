import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '@seal/shared';
import type { Db } from '../../../db/client';
import { sendError } from '../../../rpc/errors';
import type { Services } from '../../../services';
import type { DeviceLicence } from '../certificates/issue-certificate';
import { DEVICE_KEY_SHAPE, hashDeviceKey } from '../licences/device-key';
import { stateAt } from '../licences/licence-state';
import { findByKeyHash } from '../licences/licences.repository';

export interface DeviceRouteDeps {
  db: Db;
  services: Services;
}

/** The key an `Authorization: Bearer ccd_...` header carries, or null. */
export function bearerKey(request: FastifyRequest): string | null {
  const [scheme, key = ''] = String(request.headers.authorization ?? '').split(' ', 2);
  return scheme?.toLowerCase() === 'bearer' && DEVICE_KEY_SHAPE.test(key) ? key : null;
}

/**
 * The licence whose device calls the device API: its key opens a licence that is used, not past its
 * end (whether the daily job ran or not) and not revoked (a revoked or expired licence has no key
 * any more). Anything else answers 401 certicask.deviceKeyInvalid; answers null once it has replied.
 */
export async function deviceLicence(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, services }: DeviceRouteDeps,
): Promise<DeviceLicence | null> {
  const key = bearerKey(request);
  const row = key ? await findByKeyHash(db, hashDeviceKey(key)) : undefined;
  if (!row || stateAt(row, services.now()) !== 'used' || !row.deviceName || !row.deviceIdentifier) {
    reply.header('www-authenticate', 'Bearer realm="certicask"');
    await sendError(reply, ERRORS.certicask.deviceKeyInvalid);
    return null;
  }
  return {
    id: row.id,
    accountId: row.accountId,
    number: row.number,
    deviceName: row.deviceName,
    deviceIdentifier: row.deviceIdentifier,
    expiresAt: row.expiresAt,
  };
}
