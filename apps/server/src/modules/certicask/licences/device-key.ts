import { randomBytes } from 'node:crypto';
import { DEVICE_KEY_PREFIX } from '@seal/shared/certicask/licences';
import { hashToken } from '../../auth/session.service';

/** `ccd_` and 256 random bits in base64url (43 characters): shown once, when the licence goes on its device. */
export const newDeviceKey = () => `${DEVICE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What is kept of a key: its SHA-256, as for sessions and API tokens (a leaked table opens nothing). */
export const hashDeviceKey = hashToken;

/** The shape of a key, checked before any look-up. */
export const DEVICE_KEY_SHAPE = /^ccd_[A-Za-z0-9_-]{43}$/;
