import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  createSealKey,
  createReferenceDecoder,
  createSealKeyring,
  decodeReference,
  encodeReference,
  KEY_VERSIONS,
  SERIAL_SPACE,
} from './reference-codec';
import { KEY_0, KEY_1, KEYRING } from './test-keys';

const serial = fc.integer({ min: 0, max: SERIAL_SPACE - 1 });
const PRINTED = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('encodeReference / decodeReference', () => {
  it('holds at least 10^12 serials', () => {
    expect(SERIAL_SPACE).toBe(31 ** 10);
    expect(SERIAL_SPACE).toBeGreaterThan(1e12);
    expect(Number.isSafeInteger(SERIAL_SPACE)).toBe(true);
  });

  it('decodes every reference to the serial and key version it was made from', () => {
    fc.assert(
      fc.property(fc.oneof(serial, fc.constantFrom(0, 1, SERIAL_SPACE - 1)), (value) => {
        const reference = encodeReference(value, KEY_0);
        expect(reference).toMatch(PRINTED);
        expect(reference).toHaveLength(14);
        expect(decodeReference(reference, KEYRING)).toEqual({ ok: true, serial: value, keyVersion: 0, reference });
      }),
      { numRuns: 500 },
    );
  });

  it('gives different serials different references', () => {
    fc.assert(
      fc.property(fc.uniqueArray(serial, { minLength: 2, maxLength: 300 }), (serials) => {
        const references = serials.map((value) => encodeReference(value, KEY_0));
        expect(new Set(references).size).toBe(serials.length);
      }),
      { numRuns: 20 },
    );
  });

  it('makes the references of a reel look unrelated to each other', () => {
    // On a reel of consecutive serials, a counter would repeat the leading symbols from one seal to
    // the next; a keyed permutation repeats each symbol only by chance, about 1 time in 31.
    const start = 4_200_000_000;
    const reel = Array.from({ length: 1000 }, (_, index) => encodeReference(start + index, KEY_0).replaceAll('-', ''));
    for (let position = 1; position <= 10; position++) {
      const repeats = reel.slice(1).filter((reference, index) => reference[position] === reel[index]?.[position]);
      expect(repeats.length / (reel.length - 1)).toBeLessThan(0.07);
    }
  });

  it('reads a reference typed in lower case, with blanks, without or with extra dashes, O for 0, I or L for 1', () => {
    fc.assert(
      fc.property(serial, (value) => {
        const reference = encodeReference(value, KEY_0);
        const compact = reference.replaceAll('-', '');
        const typed = [
          reference.toLowerCase(),
          compact,
          ` ${compact.slice(0, 6)} ${compact.slice(6)} `,
          [...compact].join('-'),
          reference.replaceAll('0', 'O').replaceAll('1', 'I'),
          reference.replaceAll('1', 'l'),
        ];
        for (const input of typed) expect(decodeReference(input, KEYRING)).toMatchObject({ ok: true, serial: value });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses what cannot be a reference as a bad format', () => {
    for (const input of ['', 'ABCD-1234', 'ABCD-1234-EFGH-J', 'ABCD-1234-EFGU', 'ABCD*1234*EFGH'])
      expect(decodeReference(input, KEYRING)).toEqual({ ok: false, reason: 'format' });
  });

  it('refuses out-of-range serials', () => {
    for (const value of [-1, SERIAL_SPACE, 1.5, Number.NaN])
      expect(() => encodeReference(value, KEY_0)).toThrow(RangeError);
  });
});

describe('key versions', () => {
  it('enciphers with the current key and still reads references of the keys it keeps', () => {
    const rotated = createSealKeyring([KEY_1, KEY_0]);
    fc.assert(
      fc.property(serial, (value) => {
        const old = encodeReference(value, KEY_0);
        const fresh = encodeReference(value, rotated.current);
        expect(fresh[0]).toBe('1');
        expect(old[0]).toBe('0');
        expect(decodeReference(fresh, rotated)).toMatchObject({ ok: true, serial: value, keyVersion: 1 });
        expect(decodeReference(old, rotated)).toMatchObject({ ok: true, serial: value, keyVersion: 0 });
      }),
      { numRuns: 100 },
    );
  });

  it('answers key for a well-formed reference of a key version it does not hold', () => {
    const reference = encodeReference(123_456, KEY_1);
    expect(decodeReference(reference, KEYRING)).toEqual({ ok: false, reason: 'key' });
  });

  it('refuses bad key versions, bad secrets and duplicate versions', () => {
    expect(() => createSealKey(KEY_VERSIONS, Buffer.alloc(32))).toThrow(RangeError);
    expect(() => createSealKey(-1, Buffer.alloc(32))).toThrow(RangeError);
    expect(() => createSealKey(0, Buffer.alloc(16))).toThrow(RangeError);
    expect(() => createSealKeyring([])).toThrow(RangeError);
    expect(() => createSealKeyring([KEY_0, createSealKey(0, Buffer.alloc(32, 1))])).toThrow(RangeError);
  });
});

describe('createReferenceDecoder', () => {
  it('answers what decodeReference answers, deciphering concurrent references together', async () => {
    const rotated = createSealKeyring([KEY_1, KEY_0]);
    const decode = createReferenceDecoder(rotated);
    const spies = [KEY_0, KEY_1].map((key) => vi.spyOn(key.cipher, 'decryptMany'));
    try {
      const typed = [
        ...Array.from({ length: 20 }, (_, index) => encodeReference(1_000 + index, index % 2 ? KEY_0 : KEY_1)),
        encodeReference(7, KEY_0).toLowerCase().replaceAll('-', ' '),
        'not a reference',
        encodeReference(42, createSealKey(5, Buffer.alloc(32, 5))),
        '',
      ];
      const answers = await Promise.all(typed.map((text) => decode(text)));
      expect(answers).toEqual(typed.map((text) => decodeReference(text, rotated)));
      expect(answers.slice(0, 20).map((answer) => answer.ok && answer.serial)).toEqual(
        Array.from({ length: 20 }, (_, index) => 1_000 + index),
      );
      // One call for each key's references, all asked in the same turn of the event loop.
      expect(spies.map((spy) => spy.mock.calls.map(([inputs]) => inputs.length))).toEqual([[11], [10]]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
