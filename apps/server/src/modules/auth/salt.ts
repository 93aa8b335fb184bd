import { createHmac } from 'node:crypto';
import type { CallContext } from '../../rpc/context';
import * as repo from './auth.repository';

/** 16 bytes in unpadded base64, the shape of an argon2 salt. */
const SALT_BYTES = 16;

const keyed = (secret: string, subject: string) =>
  createHmac('sha256', secret).update(subject).digest().subarray(0, SALT_BYTES).toString('base64').replace(/=+$/, '');

/**
 * userModel.getUserSaltOnlyFromEmail. An account's salt is keyed on its id, so it stays the same
 * for the life of the account (a password change does not alter it); an address without an
 * account gets one keyed on the address. Both are HMACs of the same key: nothing in the answer,
 * nor in its repetition, tells the two apart. The argon2 salt of the stored hash is never shown,
 * so nobody can precompute guesses for a known account (docs/decisions/0008).
 */
export async function userSalt(ctx: Pick<CallContext, 'db' | 'services'>, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  const secret = ctx.services.config.serverSecret;
  return { salt: user ? keyed(secret, `user:${user.id}`) : keyed(secret, `email:${email}`) };
}
