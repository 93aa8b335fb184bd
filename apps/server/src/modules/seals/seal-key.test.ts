import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KEY_VERSION, DEMO_SEAL_KEY } from './demo-seal-key';
import { decodeReference, encodeReference } from './reference-codec';
import { generateSealKeyEntry, loadSealKeyring, parseSealKeys, SEAL_KEY_FILE } from './seal-key';

const KEY_A = 'a'.repeat(64);
const KEY_B = '0123456789abcdef'.repeat(4);
let dataDir: string;

beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seal-key-')), 'data');
});
afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

const embedded = () => loadSealKeyring({ sealKey: undefined, dataDir, databaseUrl: undefined });

describe('loadSealKeyring', () => {
  it('creates a private key file in DATA_DIR on the first start and reads it on the next', () => {
    const first = embedded();
    const file = path.join(dataDir, SEAL_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^0:[0-9a-f]{64}\n$/);
    expect(fs.readdirSync(dataDir)).toEqual([SEAL_KEY_FILE]);
    const reference = encodeReference(987_654_321, first.current);
    expect(decodeReference(reference, embedded())).toMatchObject({ ok: true, serial: 987_654_321 });
  });

  it('gives two data directories different keys', () => {
    const first = encodeReference(1, embedded().current);
    dataDir = `${dataDir}-other`;
    expect(encodeReference(1, embedded().current)).not.toBe(first);
    fs.rmSync(dataDir, { recursive: true });
  });

  it('takes SEAL_KEY over the key file and writes nothing', () => {
    const keyring = loadSealKeyring({ sealKey: `0:${KEY_A}`, dataDir, databaseUrl: undefined });
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(encodeReference(5, keyring.current)).toBe(encodeReference(5, parseSealKeys(KEY_A).current));
  });

  it('refuses a key file other users can read', () => {
    embedded();
    fs.chmodSync(path.join(dataDir, SEAL_KEY_FILE), 0o644);
    expect(embedded).toThrow(/chmod 600/);
  });

  it('reads the demo reels with the published demo key, yet prints with its own', () => {
    const keyring = loadSealKeyring({ sealKey: `1:${KEY_B},0:${KEY_A}`, dataDir, databaseUrl: undefined });
    expect(keyring.current.version).toBe(1);
    expect([...keyring.keys.keys()]).toEqual([1, 0, DEMO_KEY_VERSION]);
    const demoReference = encodeReference(7, DEMO_SEAL_KEY);
    expect(demoReference[0]).toBe('Z');
    expect(decodeReference(demoReference, keyring)).toMatchObject({ ok: true, serial: 7, keyVersion: 30 });
  });

  it('refuses to make up a key on PostgreSQL, where several servers must share one', () => {
    expect(() => loadSealKeyring({ sealKey: undefined, dataDir, databaseUrl: 'postgres://db/seal' })).toThrow(
      /SEAL_KEY is required/,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

describe('parseSealKeys', () => {
  it('enciphers with the first key and keeps the others for reading', () => {
    const keyring = parseSealKeys(`1:${KEY_B}, 0:${KEY_A}`);
    expect(keyring.current.version).toBe(1);
    expect([...keyring.keys.keys()]).toEqual([1, 0]);
    const old = encodeReference(42, parseSealKeys(KEY_A).current);
    expect(decodeReference(old, keyring)).toMatchObject({ ok: true, serial: 42, keyVersion: 0 });
  });

  it('reads the versions as the first character of the references they print', () => {
    const keyring = parseSealKeys(`Y:${KEY_A}\nA:${KEY_B}`);
    expect(encodeReference(42, keyring.current)[0]).toBe('Y');
    expect(generateSealKeyEntry(29)).toMatch(/^Y:[0-9a-f]{64}$/);
  });

  it.each([
    ['', /empty/],
    [KEY_A.slice(2), /entry 1/],
    [`0:${KEY_A} U:${KEY_B}`, /entry 2/],
    [`0:${KEY_A.slice(1)}g`, /entry 1/],
    [`0:${KEY_A},0:${KEY_B}`, /same version/],
    [`0:${KEY_A} Z:${KEY_B}`, /entry 2: version Z is kept for the published demo key/],
  ])('refuses %j without showing the secret', (text, reason) => {
    expect(() => parseSealKeys(text)).toThrow(reason);
    expect(() => parseSealKeys(text)).not.toThrow(/[0-9a-f]{16}/);
  });
});
