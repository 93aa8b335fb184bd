import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@seal/shared/contract/api-tokens';

/** `sct_` and 256 random bits in base64url (43 characters). */
export const newApiTokenSecret = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What is kept of a secret: its SHA-256 in hex, as for sessions (a leaked table opens nothing). */
export const hashApiTokenSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Enough of the secret to recognise it in a list, far too little to guess the rest. */
export const apiTokenHint = (secret: string) => `${secret.slice(0, API_TOKEN_PREFIX.length + 6)}…`;

/** The shape of a secret, checked before any look-up. */
export const API_TOKEN_SHAPE = /^sct_[A-Za-z0-9_-]{43}$/;

/**
 * The secret of an `Authorization: Bearer sct_...` header; undefined without a bearer header, ''
 * for a bearer header that holds no token of ours (refused: a bearer request is decided by its bearer).
 */
export function bearerSecret(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const space = authorization.indexOf(' ');
  if (space < 0 || authorization.slice(0, space).toLowerCase() !== 'bearer') return undefined;
  const secret = authorization.slice(space + 1).trim();
  return API_TOKEN_SHAPE.test(secret) ? secret : '';
}

/**
 * The rate-limit key of a request carrying an API token: a digest of its secret, so each token is
 * counted apart (and never by the address it calls from), without a database look-up.
 */
export function apiTokenKey(request: { headers: { authorization?: string } }): string | undefined {
  const secret = bearerSecret(request.headers.authorization);
  return secret ? `token:${hashApiTokenSecret(secret).slice(0, 32)}` : undefined;
}
