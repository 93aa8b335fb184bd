import { gtinCheckDigit } from '../validation/gtin';

/*
 * Container codes (docs/containers.md). Two kinds:
 * - the console's own, in the spec's 17-character shape (two letters, two digits, dash, seven
 *   letters, four digits, a letter): "SC" and the year's last two digits, then seven letters and
 *   four digits drawn at random (26^7 x 10^4, about 2^46: a code cannot be guessed from another),
 *   then a check letter over the sixteen before it, so a mistyped character is caught;
 * - a GS1 SSCC (18 digits: the model's extension digit and company prefix, a serial, the GS1
 *   mod-10 check digit), also read with its "(00)" or "00" Application Identifier or from a GS1
 *   Digital Link path ".../00/<sscc>".
 * Only crypto.getRandomValues is used: the web bundle and the server share this file.
 */

export const CONSOLE_CODE_PREFIX = 'SC';
export const CONSOLE_CODE_LENGTH = 17;
export const SSCC_LENGTH = 18;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CHECK_MODULUS = 29;
const CONSOLE_SHAPE = /^[A-Z]{2}\d{2}-[A-Z]{7}\d{4}[A-Z]$/;

/** A position's value: a letter its rank (A = 0), a digit itself; the shape says which a position holds. */
const valueOf = (character: string) => (/\d/.test(character) ? Number(character) : LETTERS.indexOf(character));

/**
 * The check letter of the sixteen characters before it (the dash has no value): the sum of each
 * value times its position (1 to 16), modulo the prime 29. A wrong character changes the sum by
 * position x difference, two neighbours swapped by their difference: neither is a multiple of 29,
 * so every single typo and every swap of neighbours is caught. Sums 26 to 28 have no letter: such
 * bodies are never issued (the generator draws again) and read as a wrong check letter.
 */
export function consoleCheckLetter(body: string): string | null {
  const sum = [...body.replace('-', '')].reduce(
    (total, character, index) => total + (index + 1) * valueOf(character),
    0,
  );
  return LETTERS[sum % CHECK_MODULUS] ?? null;
}

/** A uniform random integer in [0, bound) from the platform's cryptographic generator. */
function randomBelow(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0]! >= limit);
  return word[0]! % bound;
}

/** A new console code, e.g. SC26-QWFKRTZ4821M. */
export function generateConsoleCode(now: Date = new Date()): string {
  const year = String(now.getUTCFullYear() % 100).padStart(2, '0');
  for (;;) {
    const letters = Array.from({ length: 7 }, () => LETTERS[randomBelow(LETTERS.length)]).join('');
    const digits = String(randomBelow(10_000)).padStart(4, '0');
    const body = `${CONSOLE_CODE_PREFIX}${year}-${letters}${digits}`;
    const check = consoleCheckLetter(body);
    if (check) return body + check;
  }
}

/** The 18-digit SSCC of `prefix` (extension digit and company prefix) and `serial`. */
export function ssccOf(prefix: string, serial: number): string {
  const width = SSCC_LENGTH - 1 - prefix.length;
  if (!/^\d+$/.test(prefix) || width < 1) throw new RangeError(`An SSCC prefix is 1 to 16 digits, got "${prefix}"`);
  if (!Number.isSafeInteger(serial) || serial < 0 || serial >= 10 ** width)
    throw new RangeError(`Serial ${serial} does not fit the ${width} digits prefix ${prefix} leaves`);
  const body = prefix + String(serial).padStart(width, '0');
  return body + String(gtinCheckDigit(body));
}

/** Serials an SSCC prefix leaves room for. */
export const ssccCapacity = (prefix: string) => 10 ** (SSCC_LENGTH - 1 - prefix.length);

export type ContainerCodeReading =
  | { ok: true; kind: 'console' | 'sscc'; code: string }
  /** format: no shape the console reads; check: the shape, with a wrong check letter or digit. */
  | { ok: false; reason: 'format' | 'check' };

/** The 18 digits of an SSCC written bare, with "(00)" or "00", or as a GS1 Digital Link path. */
function ssccDigits(compact: string): string | null {
  const match = /^(?:\(00\)|00)?(\d{18})$/.exec(compact) ?? /\/00\/(\d{18})(?:[/?#].*)?$/.exec(compact);
  return match?.[1] ?? null;
}

/**
 * Reads what was typed or scanned (case and blanks ignored) as a code the console makes: the
 * console's 17-character code with its check letter, or an SSCC with its check digit.
 */
export function readContainerCode(input: string): ContainerCodeReading {
  const trimmed = input.trim();
  const sscc = ssccDigits(trimmed.replace(/\s+/g, ''));
  if (sscc) {
    const valid = gtinCheckDigit(sscc.slice(0, -1)) === Number(sscc.at(-1));
    return valid ? { ok: true, kind: 'sscc', code: sscc } : { ok: false, reason: 'check' };
  }
  const code = trimmed.toUpperCase().replace(/\s+/g, '');
  if (!CONSOLE_SHAPE.test(code)) return { ok: false, reason: 'format' };
  return consoleCheckLetter(code.slice(0, -1)) === code.at(-1)
    ? { ok: true, kind: 'console', code }
    : { ok: false, reason: 'check' };
}

/** An SSCC in any of its written forms, with a right check digit. */
export function isSscc(input: string): boolean {
  const reading = readContainerCode(input);
  return reading.ok && reading.kind === 'sscc';
}
