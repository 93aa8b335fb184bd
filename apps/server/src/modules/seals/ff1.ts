import { createCipheriv } from 'node:crypto';

/**
 * FF1 format-preserving encryption (NIST SP 800-38G Rev. 1, section 6.2) over AES: a keyed
 * permutation of the numeral strings of one length in one radix. Numerals are numbers in
 * [0, radix), most significant first.
 */
export interface Ff1 {
  encrypt(numerals: readonly number[], tweak?: Uint8Array): number[];
  decrypt(numerals: readonly number[], tweak?: Uint8Array): number[];
}

const ROUNDS = 10;
const BLOCK = 16;
/** SP 800-38G Rev. 1: radix^minlen >= 1,000,000, so that small domains are refused. */
const MIN_DOMAIN = 1_000_000;

/** Writes `value` big-endian into `target[offset, offset + length)`. */
const writeNumber = (target: Uint8Array, offset: number, length: number, value: bigint) => {
  for (let index = offset + length - 1; index >= offset; index--, value >>= 8n) target[index] = Number(value & 0xffn);
};

/** NUM(S) of section 4.5 over 4-byte words (d is a multiple of 4). */
const readNumber = (bytes: Buffer, length: number) => {
  let value = 0n;
  for (let offset = 0; offset < length; offset += 4) value = (value << 32n) | BigInt(bytes.readUInt32BE(offset));
  return value;
};

/** target = a[offset, offset + 16) XOR b. */
const xorBlock = (target: Uint8Array, a: Uint8Array, offset: number, b: Uint8Array) => {
  for (let index = 0; index < BLOCK; index++) target[index] = a[offset + index]! ^ b[index]!;
};

export function createFf1(key: Uint8Array, radix: number): Ff1 {
  if (![16, 24, 32].includes(key.length)) throw new RangeError('FF1 needs an AES key of 16, 24 or 32 bytes');
  if (!Number.isInteger(radix) || radix < 2 || radix > 2 ** 16) throw new RangeError('FF1 radix out of [2, 65536]');
  // One ECB context serves every block: without padding each 16-byte update is one AES call.
  const aes = createCipheriv(`aes-${key.length * 8}-ecb`, key, null).setAutoPadding(false);
  const cipher = (block: Uint8Array) => aes.update(block);
  const bigRadix = BigInt(radix);

  const value = (numerals: readonly number[]) =>
    numerals.reduce((sum, numeral) => sum * bigRadix + BigInt(numeral), 0n);
  const numerals = (number: bigint, length: number) => {
    const out = new Array<number>(length);
    for (let index = length - 1; index >= 0; index--, number /= bigRadix) out[index] = Number(number % bigRadix);
    return out;
  };

  /** P's CBC-MAC depends on the length and the tweak's length only: computed once for each. */
  const headers = new Map<string, Buffer>();
  const macOfHeader = (n: number, u: number, t: number) => {
    const id = `${n}:${t}`;
    let mac = headers.get(id);
    if (!mac) {
      // P = [1]^1 || [2]^1 || [1]^1 || [radix]^3 || [10]^1 || [u mod 256]^1 || [n]^4 || [t]^4
      const p = Buffer.from([1, 2, 1, 0, 0, 0, 10, u % 256, 0, 0, 0, 0, 0, 0, 0, 0]);
      p.writeUIntBE(radix, 3, 3);
      p.writeUInt32BE(n, 8);
      p.writeUInt32BE(t, 12);
      mac = Buffer.from(cipher(p));
      headers.set(id, mac);
    }
    return mac;
  };

  function setUp(input: readonly number[], tweak: Uint8Array) {
    const n = input.length;
    if (n < 2 || radix ** n < MIN_DOMAIN) throw new RangeError('FF1 domain below 1,000,000 values');
    if (input.some((numeral) => !Number.isInteger(numeral) || numeral < 0 || numeral >= radix))
      throw new RangeError(`FF1 numerals must be integers in [0, ${radix})`);
    const u = Math.floor(n / 2);
    const v = n - u;
    const b = Math.ceil(Math.ceil(v * Math.log2(radix)) / 8);
    const d = 4 * Math.ceil(b / 4) + 4;
    const t = tweak.length;
    const header = macOfHeader(n, u, t);
    const padding = (((-t - b - 1) % BLOCK) + BLOCK) % BLOCK;
    const q = Buffer.alloc(t + padding + 1 + b);
    q.set(tweak, 0);
    const block = Buffer.alloc(BLOCK);

    /** The round function: y = NUM(S), S from PRF(P || Q) (CBC-MAC), widened to d bytes. */
    const roundValue = (round: number, half: bigint) => {
      q[t + padding] = round;
      writeNumber(q, t + padding + 1, b, half);
      let r = header;
      for (let offset = 0; offset < q.length; offset += BLOCK) {
        xorBlock(block, q, offset, r);
        r = cipher(block);
      }
      if (d <= BLOCK) return readNumber(r, d);
      const blocks = [r];
      for (let j = 1; j < Math.ceil(d / BLOCK); j++) {
        block.fill(0);
        writeNumber(block, 0, BLOCK, BigInt(j));
        xorBlock(block, block, 0, r);
        blocks.push(cipher(block));
      }
      return readNumber(Buffer.concat(blocks), d);
    };
    const lengthOf = (round: number) => (round % 2 === 0 ? u : v);
    const modulus = (round: number) => bigRadix ** BigInt(lengthOf(round));
    return { u, roundValue, modulus, lengthOf };
  }

  return {
    encrypt(input, tweak = new Uint8Array()) {
      const { u, roundValue, modulus, lengthOf } = setUp(input, tweak);
      let a = input.slice(0, u);
      let b = input.slice(u);
      for (let round = 0; round < ROUNDS; round++) {
        const y = roundValue(round, value(b));
        const c = (value(a) + y) % modulus(round);
        a = b;
        b = numerals(c, lengthOf(round));
      }
      return [...a, ...b];
    },
    decrypt(input, tweak = new Uint8Array()) {
      const { u, roundValue, modulus, lengthOf } = setUp(input, tweak);
      let a = input.slice(0, u);
      let b = input.slice(u);
      for (let round = ROUNDS - 1; round >= 0; round--) {
        const y = roundValue(round, value(a));
        const m = modulus(round);
        const c = (((value(b) - y) % m) + m) % m;
        b = a;
        a = numerals(c, lengthOf(round));
      }
      return [...a, ...b];
    },
  };
}
