import { AI_FORMATS, AI_LENGTH_BY_PREFIX, OPTIMISED_SEQUENCES, PRIMARY_KEYS, type AiComponent } from './gs1-ai-formats';

/**
 * Compressed GS1 Digital Link URIs (GS1 Digital Link standard 1.2, compression; the algorithm of
 * GS1's reference toolkit), read back into their elements: the path of a compressed link is one
 * segment of base64url (RFC 4648 section 5, no padding) holding a string of bits:
 *
 * - each element starts with its AI, one hexadecimal digit per 4 bits (as many digits as the AI
 *   has, known from its first two), or with a code of two hexadecimal digits of which at least one
 *   is A to F naming a sequence of AIs (gs1-ai-formats.ts), or with F: a key=value pair that is no
 *   AI (a 7-bit length, then the key in base64url characters, then its value as below);
 * - then the value, by the AI's format: a fixed-length number in binary (ceil(n log2 10) bits for
 *   n digits), a variable one after its length in digits (ceil(log2 max) bits); an alphanumeric
 *   part after 3 bits naming its encoding (0 digits as a binary number, 1 lower-case hexadecimal,
 *   2 upper-case hexadecimal, 3 base64url, 4 7-bit ASCII) and, for a variable one, its length;
 * - the last base64url character is filled up with zero bits.
 */

/** Why a path segment is no compressed Digital Link (each has its text: digitalLink.problem). */
export type CompressionProblem = 'base64' | 'truncated' | 'encoding' | 'unknownAi' | 'overlong' | 'repeated';

/** The elements of a compressed link in the order written: AIs, and key=value pairs that are no AI. */
export type Decompressed =
  { ok: true; elements: [key: string, value: string][] } | { ok: false; problem: CompressionProblem; ai?: string };

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const HEX = '0123456789ABCDEF';
/** What a compressed segment may hold, and how long it may be (the longest URL we read, digital-link.ts). */
export const COMPRESSED_SEGMENT = /^[A-Za-z0-9_-]+$/;
const SEGMENT_MAX = 1024;

/** The bits of a number of n decimal digits, and of a length up to max: the standard's formulas. */
const valueBits = (digits: number) => Math.ceil((digits * Math.log(10)) / Math.log(2) + 0.01);
const lengthBits = (max: number) => Math.ceil(Math.log(max) / Math.log(2) + 0.01);

class Fault extends Error {
  constructor(
    readonly problem: CompressionProblem,
    readonly ai?: string,
  ) {
    super(problem);
  }
}

/** A cursor over the bits, refusing to read past their end. */
class Bits {
  private cursor = 0;
  constructor(private readonly bits: string) {}

  get left() {
    return this.bits.length - this.cursor;
  }

  /** The rest is the last character's filling: zero bits, fewer than an element needs (8). */
  get onlyPadding() {
    return this.left <= 8 && !this.bits.slice(this.cursor).includes('1');
  }

  read(count: number): string {
    if (count > this.left) throw new Fault('truncated');
    const bits = this.bits.slice(this.cursor, this.cursor + count);
    this.cursor += count;
    return bits;
  }

  number(count: number): number {
    return count === 0 ? 0 : parseInt(this.read(count), 2);
  }

  hexDigit(): string {
    return HEX[this.number(4)]!;
  }
}

/**
 * n decimal digits written as one binary number, leading zeros kept (the length is known). No
 * digits still take the formula's one bit (a zero), as the reference toolkit writes them.
 */
function digits(bits: Bits, count: number, ai: string): string {
  const text = BigInt(`0b${bits.read(valueBits(count))}`).toString();
  if (count === 0) return '';
  if (text.length > count) throw new Fault('overlong', ai);
  return text.padStart(count, '0');
}

function characters(bits: Bits, count: number, size: number, alphabet: string | null): string {
  let text = '';
  for (let index = 0; index < count; index++) {
    const code = bits.number(size);
    text += alphabet === null ? String.fromCharCode(code) : alphabet[code]!;
  }
  return text;
}

/** An alphanumeric value of `count` characters in the encoding its 3 bits named. */
function alphanumeric(bits: Bits, encoding: number, count: number, ai: string): string {
  switch (encoding) {
    case 0:
      return digits(bits, count, ai);
    case 1:
      return characters(bits, count, 4, HEX).toLowerCase();
    case 2:
      return characters(bits, count, 4, HEX);
    case 3:
      return characters(bits, count, 6, BASE64URL);
    case 4:
      return characters(bits, count, 7, null);
    default:
      throw new Fault('encoding', ai);
  }
}

function length(bits: Bits, max: number, ai: string): number {
  const count = bits.number(lengthBits(max));
  if (count > max) throw new Fault('overlong', ai);
  return count;
}

function valueOf(bits: Bits, ai: string, format: readonly AiComponent[]): string {
  return format
    .map((part) => {
      if (part.type === 'N')
        return part.fixed !== undefined ? digits(bits, part.fixed, ai) : digits(bits, length(bits, part.max, ai), ai);
      const encoding = bits.number(3);
      const count = part.fixed !== undefined ? part.fixed : length(bits, part.max, ai);
      return alphanumeric(bits, encoding, count, ai);
    })
    .join('');
}

function element(bits: Bits, ai: string): [string, string] {
  const format = AI_FORMATS.get(ai);
  if (!format) throw new Fault('unknownAi', ai);
  return [ai, valueOf(bits, ai, format)];
}

/** A key=value pair that is no AI (after its F): the key's length in 7 bits, the key, the value. */
function otherPair(bits: Bits, lengthHead: number): [string, string] {
  const keyLength = (lengthHead << 3) | bits.number(3);
  if (keyLength === 0) throw new Fault('encoding');
  const key = characters(bits, keyLength, 6, BASE64URL);
  const encoding = bits.number(3);
  return [key, alphanumeric(bits, encoding, bits.number(7), key)];
}

/** The elements a compressed segment holds, or why it holds none; never throws. */
export function decompress(segment: string): Decompressed {
  if (segment.length === 0 || segment.length > SEGMENT_MAX || !COMPRESSED_SEGMENT.test(segment))
    return { ok: false, problem: 'base64' };
  const bits = new Bits(
    [...segment].map((character) => BASE64URL.indexOf(character).toString(2).padStart(6, '0')).join(''),
  );
  const elements: [string, string][] = [];
  try {
    while (!bits.onlyPadding) {
      if (bits.left <= 8) throw new Fault('truncated');
      const first = bits.number(4);
      const second = bits.number(4);
      const code = `${HEX[first]}${HEX[second]}`;
      if (first <= 9 && second <= 9) {
        const aiLength = AI_LENGTH_BY_PREFIX.get(code);
        if (aiLength === undefined) throw new Fault('unknownAi', code);
        let ai = code;
        while (ai.length < aiLength) ai += bits.hexDigit();
        if (!/^\d+$/.test(ai)) throw new Fault('unknownAi', ai);
        elements.push(element(bits, ai));
      } else if (Object.hasOwn(OPTIMISED_SEQUENCES, code)) {
        for (const ai of OPTIMISED_SEQUENCES[code]!) elements.push(element(bits, ai));
      } else if (first === 0xf) {
        elements.push(otherPair(bits, second));
      } else throw new Fault('encoding', code);
    }
  } catch (error) {
    if (error instanceof Fault) return { ok: false, problem: error.problem, ...(error.ai ? { ai: error.ai } : {}) };
    throw error;
  }
  const keys = elements.map(([key]) => key);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated !== undefined) return { ok: false, problem: 'repeated', ai: repeated };
  return { ok: true, elements };
}

/** The path qualifiers of each primary key, in the order the standard sets (GTIN: 22, 10, 21 or 235). */
const KEY_QUALIFIERS: Record<string, readonly string[]> = {
  '01': ['22', '10', '21', '235'],
  '8006': ['22', '10', '21'],
  '414': ['254'],
  '8010': ['8011'],
  '8017': ['8019'],
  '8018': ['8019'],
  '253': [],
  '255': [],
};

/** A value as the uncompressed URI writes it: every character but RFC 3986's unreserved ones encoded. */
const encodeValue = (value: string) =>
  value.replace(
    /[^A-Za-z0-9\-._~]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );

/**
 * The uncompressed form of decompressed elements, as the standard builds it: `/{key}/{value}`,
 * the key's qualifiers in order, then every other element as `?ai=value`, then the pairs that
 * are no AI; `query` (the request's own query string, without `?`) follows. Null when no
 * element is a primary key; `key` names the primary key (the first one written).
 */
export function uncompressedOf(
  elements: readonly (readonly [string, string])[],
  query: string,
): { key: string; url: string } | null {
  const key = elements.find(([ai]) => PRIMARY_KEYS.has(ai))?.[0];
  if (key === undefined) return null;
  const values = new Map(elements);
  const inPath = [key, ...(KEY_QUALIFIERS[key] ?? []).filter((ai) => values.has(ai))];
  const path = inPath.map((ai) => `/${ai}/${encodeValue(values.get(ai)!)}`).join('');
  const pairs = elements
    .filter(([ai]) => !inPath.includes(ai))
    .map(([name, value]) => `${encodeValue(name)}=${encodeValue(value)}`);
  if (query !== '') pairs.push(query);
  return { key, url: pairs.length === 0 ? path : `${path}?${pairs.join('&')}` };
}

/**
 * Whether a path segment that decompresses to no Digital Link was meant as one, and is answered
 * as a malformed one (400) rather than left to the console's pages: a compressed link of a GTIN
 * starts with AI 00 or 01 or a sequence 0A to 3F, all of which start with A to P; no page of the
 * console does. (The sequences A0 to A9, GTIN and price, start with o to q as console pages do:
 * such a link is answered when it decompresses, a console page when it does not.)
 */
export const mayBeCompressed = (segment: string) => /^[A-P]/.test(segment);

/**
 * A partially compressed link, `/01/{gtin}/{compressed}` (the standard's primary key left
 * readable): its uncompressed form, or null when it is none (a third segment that does not
 * decompress is left to the parser, which says what is missing).
 */
export function partiallyUncompressed(url: string): string | null {
  const queryAt = url.indexOf('?');
  const segments = (queryAt === -1 ? url : url.slice(0, queryAt)).split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  if (segments.length !== 3 || segments[0] !== '01' || !/^\d+$/.test(segments[1]!)) return null;
  const decompressed = decompress(segments[2]!);
  if (!decompressed.ok || decompressed.elements.some(([key]) => PRIMARY_KEYS.has(key))) return null;
  return (
    uncompressedOf([['01', segments[1]!], ...decompressed.elements], queryAt === -1 ? '' : url.slice(queryAt + 1))
      ?.url ?? null
  );
}
