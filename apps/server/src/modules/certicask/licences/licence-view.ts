import type { Licence } from '@seal/shared/contract/certicask';
import type { LicenceWithOrder } from './licences.repository';

/**
 * A licence as the contract shows it. A licence that was on a device keeps naming it once revoked
 * or expired (which device it served), though the device is free and its key dead.
 */
export function toLicence({ licence, state, orderNumber, certificateCount }: LicenceWithOrder): Licence {
  const { deviceName, deviceIdentifier, assignedAt } = licence;
  return {
    id: licence.id,
    number: licence.number,
    state,
    expiresAt: licence.expiresAt.toISOString(),
    device:
      deviceName && deviceIdentifier && assignedAt
        ? { name: deviceName, identifier: deviceIdentifier, assignedAt: assignedAt.toISOString() }
        : null,
    revokedAt: licence.revokedAt?.toISOString() ?? null,
    revokeReason: licence.revokeReason,
    orderId: licence.orderId,
    orderNumber,
    certificateCount,
  };
}
