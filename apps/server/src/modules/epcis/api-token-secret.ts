import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@seal/shared/contract/epcis';
import { hashToken } from '../auth/session.service';

/** `sct_` and 256 random bits in base64url (43 characters). */
export const newApiTokenSecret = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What is kept of a secret: its SHA-256, as for sessions (a leaked table opens nothing). */
export const hashApiTokenSecret = hashToken;

/** Enough of the secret to recognise it in a list, far too little to guess the rest. */
export const apiTokenHint = (secret: string) => `${secret.slice(0, API_TOKEN_PREFIX.length + 6)}…`;

/** The shape of a secret, checked before any look-up. */
export const API_TOKEN_SHAPE = /^sct_[A-Za-z0-9_-]{43}$/;
