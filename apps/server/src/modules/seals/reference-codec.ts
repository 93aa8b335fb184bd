import { formatReference, readReference, REFERENCE_ALPHABET, REFERENCE_LAYOUT, withCheckCharacter } from '@seal/shared';
import { createHmac } from 'node:crypto';
import { createBatcher } from '../../db/batcher';
import { createFf1, type Ff1 } from './ff1';

const RADIX = REFERENCE_ALPHABET.length;

/**
 * Serials are the integers in [0, SERIAL_SPACE): the 10 enciphered symbols hold 31^10 =
 * 819,628,286,980,801 values (8.2 x 10^14, below 2^53, so a serial is an exact JS number and a
 * PostgreSQL bigint).
 */
export const SERIAL_SPACE = RADIX ** REFERENCE_LAYOUT.serialSymbols;

/** The first symbol of a reference is its key version, in clear: versions 0 to 30. */
export const KEY_VERSIONS = RADIX;

/** A key ready to encipher serials; the secret stays inside the cipher. */
export interface SealKey {
  readonly version: number;
  readonly cipher: Ff1;
  /**
   * A key derived from the secret for what is printed on a seal besides its reference (its bubble
   * pattern and its CCP, seal-secrets.ts): never the secret itself, which only the cipher holds.
   */
  readonly secretsKey: Buffer;
}

/** Every key a reference may carry; `current` enciphers new serials. */
export interface SealKeyring {
  readonly current: SealKey;
  readonly keys: ReadonlyMap<number, SealKey>;
}

export type DecodedReference =
  | { ok: true; serial: number; keyVersion: number; reference: string }
  /** format: cannot be a reference; check: a character is wrong; key: a key version this server does not hold. */
  | { ok: false; reason: 'format' | 'check' | 'key' };

export function createSealKey(version: number, secret: Uint8Array): SealKey {
  if (!Number.isInteger(version) || version < 0 || version >= KEY_VERSIONS)
    throw new RangeError(`A seal key version is an integer in [0, ${KEY_VERSIONS})`);
  if (secret.length !== 32) throw new RangeError('A seal key is 32 bytes (AES-256)');
  const secretsKey = createHmac('sha256', secret).update('seal console: printed seal secrets').digest();
  return { version, cipher: createFf1(secret, RADIX), secretsKey };
}

/** The first key enciphers; the others only decode the references printed with them. */
export function createSealKeyring(keys: readonly SealKey[]): SealKeyring {
  const [current] = keys;
  if (!current) throw new RangeError('A seal keyring needs at least one key');
  const byVersion = new Map(keys.map((key) => [key.version, key]));
  if (byVersion.size !== keys.length) throw new RangeError('Two seal keys have the same version');
  return { current, keys: byVersion };
}

export function encodeReference(serial: number, key: SealKey): string {
  if (!Number.isSafeInteger(serial) || serial < 0 || serial >= SERIAL_SPACE)
    throw new RangeError(`A serial is an integer in [0, ${SERIAL_SPACE})`);
  const numerals = new Array<number>(REFERENCE_LAYOUT.serialSymbols);
  for (let index = numerals.length - 1, rest = serial; index >= 0; index--, rest = Math.floor(rest / RADIX))
    numerals[index] = rest % RADIX;
  return formatReference(withCheckCharacter([key.version, ...key.cipher.encrypt(numerals)]));
}

/** What was typed, normalised and checked: the key it names and its enciphered numerals, or why not. */
function readWithKey(input: string, keyring: SealKeyring) {
  const reading = readReference(input);
  if (!reading.ok) return reading;
  const [version = -1, ...rest] = reading.values;
  const key = keyring.keys.get(version);
  if (!key) return { ok: false as const, reason: 'key' as const };
  return {
    ok: true as const,
    key,
    numerals: rest.slice(0, REFERENCE_LAYOUT.serialSymbols),
    reference: reading.reference,
  };
}

const serialOf = (numerals: readonly number[]) => numerals.reduce((sum, numeral) => sum * RADIX + numeral, 0);

/** Normalises what was typed, checks the check character, then deciphers with the key it names. */
export function decodeReference(input: string, keyring: SealKeyring): DecodedReference {
  const read = readWithKey(input, keyring);
  if (!read.ok) return read;
  const serial = serialOf(read.key.cipher.decrypt(read.numerals));
  return { ok: true, serial, keyVersion: read.key.version, reference: read.reference };
}

interface Enciphered {
  key: SealKey;
  numerals: number[];
}

/**
 * decodeReference for concurrent callers (the public consultation, the busiest path): the
 * references asked while others are deciphered, or within one turn of the event loop, are
 * deciphered together, each key's in lockstep (Ff1.decryptMany: one AES call a round for all,
 * where one reference alone makes ten). Idle, a reference waits one turn of the loop.
 */
export function createReferenceDecoder(keyring: SealKeyring): (input: string) => Promise<DecodedReference> {
  const decipher = createBatcher(async (items: Enciphered[]) => {
    const serials = new Array<number>(items.length);
    for (const key of new Set(items.map((item) => item.key))) {
      const indexes = items.flatMap((item, index) => (item.key === key ? [index] : []));
      const plain = key.cipher.decryptMany(indexes.map((index) => items[index]!.numerals));
      indexes.forEach((index, place) => (serials[index] = serialOf(plain[place]!)));
    }
    return serials;
  }, 256);
  return async (input) => {
    const read = readWithKey(input, keyring);
    if (!read.ok) return read;
    const serial = await decipher({ key: read.key, numerals: read.numerals });
    return { ok: true, serial, keyVersion: read.key.version, reference: read.reference };
  };
}
