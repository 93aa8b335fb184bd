import { PUBLIC_API } from '@seal/shared/contract/consultation';
import { ERRORS } from '@seal/shared';
import { AppError } from '../../../api/app-error';

/** The altcha challenge the server hands out (altcha-lib v2, deterministic PBKDF2 mode). */
interface Challenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string };
  signature: string;
}

const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((byte) => parseInt(byte, 16)));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Beyond this many tries the challenge is not one of ours (the server draws 800 to 1,600). */
const MAX_TRIES = 100_000;

/**
 * Fetches a challenge and solves it as the altcha widget does (docs/decisions/0017): counts up
 * from 0, deriving PBKDF2-SHA-256 of the nonce followed by the counter (4 bytes, big-endian),
 * until the derived key starts with the challenge's prefix; answers the `altcha` field (base64 of
 * {challenge, solution}). WebCrypto does the work off the page's thread: about a second on a phone.
 */
export async function solveAltcha(): Promise<string> {
  let challenge: Challenge;
  try {
    const response = await fetch(PUBLIC_API.altcha, { credentials: 'include', cache: 'no-store' });
    if (response.status === 429) throw new AppError(ERRORS.common.throttled);
    challenge = (await response.json()) as Challenge;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ERRORS.auth.network);
  }
  const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  const nonceBytes = fromHex(nonce);
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes);
  const view = new DataView(password.buffer);
  const saltBytes = fromHex(salt);
  for (let counter = 0; counter < MAX_TRIES; counter++) {
    view.setUint32(nonceBytes.length, counter, false);
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: saltBytes, iterations: cost },
      key,
      keyLength * 8,
    );
    const derivedKey = toHex(new Uint8Array(bits));
    if (derivedKey.startsWith(keyPrefix)) return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
  }
  throw new AppError(ERRORS.consumerForm.invalidCaptcha);
}
