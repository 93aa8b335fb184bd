import { describe, expect, it } from 'vitest';
import { decompress, uncompressedOf } from './digital-link-compression';
import { AI_FORMATS, AI_LENGTH_BY_PREFIX } from './gs1-ai-formats';

/** The uncompressed path and query of a compressed segment, or why there is none. */
function uncompressed(segment: string, query = '') {
  const decompressed = decompress(segment);
  if (!decompressed.ok) return decompressed;
  return uncompressedOf(decompressed.elements, query)?.url ?? null;
}

/**
 * Segments compressed by GS1's reference toolkit (GS1DigitalLinkCompressionPrototype,
 * compressGS1DigitalLink, with and without its optimised sequences) from the URI beside them.
 */
const REFERENCE_VECTORS: [what: string, compressed: string, uri: string][] = [
  ['the demo seal (GTIN + serial, sequence 0C)', 'DBhgKI0pJNzJ6SXwegJ_y-o5Q', '/01/13400638133394/21/ZPSS-D0BP-X1HK'],
  ['a GTIN alone', 'ARFKk4XBoA', '/01/09506000134352'],
  ['GTIN + lot + expiry (sequence 0B, then 17)', 'CxFKk4XBoI1XgkYuf43g', '/01/09506000134352/10/ABC123?17=261231'],
  ['GTIN + lot + expiry, no sequence', 'ARFKk4XBoCCNV4JGLn-N4', '/01/09506000134352/10/ABC123?17=261231'],
  [
    'GTIN + lot + serial + expiry (sequence 1A)',
    'GhFKk4XBoMpZyf3bIkIj6g-Kg',
    '/01/09506000134352/10/LOT-7/21/SER9?17=270101',
  ],
  ['GTIN + variant + lot + serial (sequence 0A)', 'ChFKk4XBoIRUIIlWJELHjlm', '/01/09506000134352/22/2A/10/AB12/21/xyz'],
  ['a numeric serial, its leading zeros kept', 'DBFKk4XBoA4AYHI', '/01/09506000134352/21/0012345'],
  ['a serial in lower-case hexadecimal', 'DBFKk4XBoE1XgkY', '/01/09506000134352/21/abc123'],
  ['a serial in upper-case hexadecimal', 'DBFKk4XBoI1XgkY', '/01/09506000134352/21/ABC123'],
  ['a serial in base64url characters', 'DBFKk4XBoMwDf3_uY', '/01/09506000134352/21/Ab-_9z'],
  ['a serial in 7-bit ASCII', 'DBFKk4XBoQ0FfiQ40o', '/01/09506000134352/21/A%2Fb%21c%25'],
  ['an SSCC', 'ABeRcNWtKMPA', '/00/106141412345678908'],
  ['a GLN with its extension (sequence 9D)', 'nYqNr0vFKFZssK_E', '/414/9521321000018/254/32a%2Fb'],
  ['a GLN with its extension, no sequence', 'JUhWbLCvxIKRUbXpeKQ', '/414/9521321000018/254/32a%2Fb'],
  ['GTIN + net weight (sequence 2D)', 'LRFKk4XBoAAXo', '/01/09506000134352?3103=000189'],
  ['GTIN + price, a variable number with a leading zero (A2)', 'ohFKk4XBoICVg', '/01/09506000134352?3922=0299'],
  ['GTIN + expiry date and time (0E)', 'DhFKk4XBoE3aWvU', '/01/09506000134352?7003=2612311530'],
  ['a GRAI (numeric and alphanumeric parts)', 'gAMRSpOFwaAKMDk', '/8003/0950600013435212345'],
  ['a GDTI', 'JTilScLg0EOrw', '/253/9506000134352ABC'],
  [
    'a four-digit AI with two parts, a variable number',
    'CxFKk4XBoAQwwIZABBjptrA',
    '/01/09506000134352/10/12?30=12&8008=26123115',
  ],
  ['key=value pairs that are no AI', 'DBFKk4XBoIVD4SVqeBgn6_BSasFfq', '/01/09506000134352/21/A1?lang=fr&k1=v1'],
];

describe('decompress: the reference toolkit’s compressed links', () => {
  it.each(REFERENCE_VECTORS)('%s', (_what, compressed, uri) => {
    expect(uncompressed(compressed)).toBe(uri);
  });

  it('gives the elements in the order written, values decoded', () => {
    expect(decompress('GhFKk4XBoMpZyf3bIkIj6g-Kg')).toEqual({
      ok: true,
      elements: [
        ['01', '09506000134352'],
        ['10', 'LOT-7'],
        ['21', 'SER9'],
        ['17', '270101'],
      ],
    });
    expect(decompress('nYqNr0vFKFZssK_E')).toEqual({
      ok: true,
      elements: [
        ['414', '9521321000018'],
        ['254', '32a/b'],
      ],
    });
  });

  it('adds the request’s own query after the compressed elements', () => {
    expect(uncompressed('DBhgKI0pJNzJ6SXwegJ_y-o5Q', 'linkType=gs1:pip&lang=fr')).toBe(
      '/01/13400638133394/21/ZPSS-D0BP-X1HK?linkType=gs1:pip&lang=fr',
    );
  });
});

/** Test-only: bits to base64url, filled up with zeros (the standard's last character). */
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const toSegment = (bits: string) =>
  (bits.padEnd(Math.ceil(bits.length / 6) * 6, '0').match(/.{6}/g) ?? [])
    .map((six) => BASE64URL[parseInt(six, 2)])
    .join('');
const bin = (value: number | bigint, width: number) => value.toString(2).padStart(width, '0');
/** 0C (GTIN + serial), the GTIN 09506000134352 in 47 bits. */
const GTIN_AND_SERIAL = `00001100${bin(9506000134352n, 47)}`;

describe('decompress: what is no compressed link', () => {
  it('refuses characters outside base64url (standard base64, its padding)', () => {
    expect(decompress('DBhgKI0pJNzJ6SXwegJ+y+o5Q')).toEqual({ ok: false, problem: 'base64' });
    expect(decompress('DBhgKI0pJNzJ6SXwegJ_y-o5Q==')).toEqual({ ok: false, problem: 'base64' });
    expect(decompress('')).toEqual({ ok: false, problem: 'base64' });
  });

  it('refuses a link cut short, wherever it is cut', () => {
    const whole = 'DBhgKI0pJNzJ6SXwegJ_y-o5Q';
    for (let end = 2; end < whole.length; end++)
      expect(decompress(whole.slice(0, end)), whole.slice(0, end)).toMatchObject({ ok: false });
    expect(decompress(whole.slice(0, 12))).toEqual({ ok: false, problem: 'truncated' });
  });

  it('refuses an alphanumeric encoding the standard does not define (5 to 7)', () => {
    for (const encoding of [5, 6, 7])
      expect(decompress(toSegment(`${GTIN_AND_SERIAL}${bin(encoding, 3)}${bin(3, 5)}${'0'.repeat(21)}`))).toEqual({
        ok: false,
        problem: 'encoding',
        ai: '21',
      });
  });

  it('refuses a code of two hexadecimal digits that names no sequence', () => {
    expect(decompress(toSegment(`10111011${'0'.repeat(60)}`))).toEqual({ ok: false, problem: 'encoding', ai: 'BB' });
  });

  it('refuses an AI it has no format of, and a range GS1 reserves', () => {
    // 4330 (a maximum temperature) came after the standard's table; 14 is no AI.
    expect(decompress(toSegment(`0100001100110000${'0'.repeat(40)}`))).toEqual({
      ok: false,
      problem: 'unknownAi',
      ai: '4330',
    });
    expect(decompress(toSegment(`00010100${'0'.repeat(40)}`))).toEqual({ ok: false, problem: 'unknownAi', ai: '14' });
  });

  it('refuses a value longer than its AI allows, a number of more digits than written', () => {
    // A serial of 21 characters (5 bits of length allow up to 31).
    expect(decompress(toSegment(`${GTIN_AND_SERIAL}011${bin(21, 5)}${'0'.repeat(126)}`))).toEqual({
      ok: false,
      problem: 'overlong',
      ai: '21',
    });
    // 47 bits hold numbers of 15 digits: no GTIN.
    expect(decompress(toSegment(`00000001${bin(2n ** 47n - 1n, 47)}`))).toEqual({
      ok: false,
      problem: 'overlong',
      ai: '01',
    });
  });

  it('refuses an AI written twice, and bits left over that are no filling', () => {
    const serial = `011${bin(1, 5)}${bin(0, 6)}`;
    expect(decompress(toSegment(`${GTIN_AND_SERIAL}${serial}00100001${serial}`))).toEqual({
      ok: false,
      problem: 'repeated',
      ai: '21',
    });
    expect(decompress(`${toSegment(`${GTIN_AND_SERIAL}${serial}`)}B`)).toMatchObject({ ok: false });
  });

  it('has no primary key to resolve when none is written', () => {
    // AI 17 alone.
    expect(uncompressed(toSegment(`00010111${bin(261231, 20)}`))).toBeNull();
  });
});

describe('the AI table', () => {
  it('knows the length of every AI from its first two digits', () => {
    for (const ai of AI_FORMATS.keys()) expect(AI_LENGTH_BY_PREFIX.get(ai.slice(0, 2)), ai).toBe(ai.length);
  });

  it('holds the General Specifications’ formats', () => {
    expect(AI_FORMATS.get('01')).toEqual([{ type: 'N', fixed: 14 }]);
    expect(AI_FORMATS.get('21')).toEqual([{ type: 'X', max: 20 }]);
    expect(AI_FORMATS.get('3103')).toEqual([{ type: 'N', fixed: 6 }]);
    expect(AI_FORMATS.get('3106')).toBeUndefined();
    expect(AI_FORMATS.get('3932')).toEqual([
      { type: 'N', fixed: 3 },
      { type: 'N', max: 15 },
    ]);
    expect(AI_FORMATS.get('7040')).toEqual([
      { type: 'N', fixed: 1 },
      { type: 'X', fixed: 3 },
    ]);
    // As many as the reference toolkit’s table.
    expect(AI_FORMATS.size).toBe(517);
  });
});
