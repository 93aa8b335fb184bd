import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REFERENCE_ALPHABET } from '@seal/shared';
import type { Config } from '../../config';
import { DEMO_KEY_VERSION, withDemoKey } from './demo-seal-key';
import { createSealKey, createSealKeyring, type SealKeyring } from './reference-codec';

/** The embedded default's key file, in DATA_DIR beside the database. */
export const SEAL_KEY_FILE = 'seal-key';

/** SEAL_KEY: `<version>:<64 hex>` entries, the current key first; a bare 64-hex key is version 0. */
export type SealKeySource = Pick<Config, 'sealKey' | 'dataDir' | 'databaseUrl'>;

const ENTRY = /^(?:([0-9A-Z]):)?([0-9a-fA-F]{64})$/;

/**
 * Reads SEAL_KEY or the key file. Messages name the entry, never its secret: they end up in the
 * start-up log.
 */
export function parseSealKeys(text: string): SealKeyring {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) throw new Error('The seal key is empty');
  const keys = entries.map((entry, index) => {
    const match = ENTRY.exec(entry);
    const version = REFERENCE_ALPHABET.indexOf(match?.[1] ?? '0');
    if (!match?.[2] || version < 0)
      throw new Error(
        `Seal key entry ${index + 1} is not <version>:<64 hex digits> (version one of ${REFERENCE_ALPHABET})`,
      );
    if (version === DEMO_KEY_VERSION)
      throw new Error(`Seal key entry ${index + 1}: version ${match[1]} is kept for the published demo key`);
    return createSealKey(version, Buffer.from(match[2], 'hex'));
  });
  return createSealKeyring(keys);
}

/** A fresh key entry for `version` (as SEAL_KEY or the key file holds it). */
export const generateSealKeyEntry = (version = 0) =>
  `${REFERENCE_ALPHABET[version]}:${randomBytes(32).toString('hex')}`;

/**
 * SEAL_KEY when set. Otherwise the embedded default keeps a key with its data: DATA_DIR/seal-key,
 * created on the first start with mode 0600. With DATABASE_URL there is no such default: several
 * servers would each make their own key and could not read each other's references. The published
 * demo key is added for reading the demo reels only (decision 0007).
 */
export function loadSealKeyring(source: SealKeySource): SealKeyring {
  return withDemoKey(readSealKeys(source));
}

function readSealKeys(source: SealKeySource): SealKeyring {
  if (source.sealKey) return parseSealKeys(source.sealKey);
  if (source.databaseUrl)
    throw new Error(
      'SEAL_KEY is required with DATABASE_URL: every server needs the same key. Set SEAL_KEY=0:<64 hex digits> ' +
        '(openssl rand -hex 32), or the content of DATA_DIR/seal-key when moving from the embedded database',
    );
  const file = path.join(source.dataDir, SEAL_KEY_FILE);
  if (!fs.existsSync(file)) createKeyFile(file);
  if (process.platform !== 'win32' && (fs.statSync(file).mode & 0o077) !== 0)
    throw new Error(`${file} is readable by other users: run chmod 600 on it`);
  return parseSealKeys(fs.readFileSync(file, 'utf8'));
}

/**
 * Written whole to a temporary file, then linked into place: a crash never leaves a half-written
 * key, and a second process racing on the same directory keeps the first one's key.
 */
function createKeyFile(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const descriptor = fs.openSync(temporary, 'w', 0o600);
  try {
    fs.writeSync(descriptor, `${generateSealKeyEntry()}\n`);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
