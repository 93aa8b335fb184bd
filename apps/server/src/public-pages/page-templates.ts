import { constants, crc32, deflateRawSync } from 'node:zlib';
import { compress } from './compression';
import { crcCombine, crcShift } from './crc32';

/**
 * Pages that differ only by a few per-request strings, rendered and compressed once.
 *
 * The check pages of one product's seals are the same HTML but for the reference and the tokens
 * of the answer (docs/consultation.md, "Speed"). A page is asked by its key (everything it is
 * rendered from, its slots' values left out) and the values of its slots. The second time a key
 * is asked, the page is rendered with a marker in each slot, cut at the markers, and checked: the
 * cut page, filled with the request's values, must be the very page rendered with them, or the
 * key is never cut (a page that transforms a slot's value). From then on a request fills the
 * parts: its gzip is the parts' deflate streams, made once, and each value as a stored block.
 *
 * Values are kept to characters that neither HTML nor a URL's query escapes (a reference, a
 * token), each within one stored block: anything else is rendered as it is.
 */
export interface FilledPage {
  /** The page's bytes, gzipped when asked. */
  bytes(gzip: boolean): Buffer | string;
}

/** Renders the page with these values in its slots. */
export type SlotRender = (values: readonly string[]) => string;

interface Template {
  /** The static parts, one more than the gaps between them. */
  parts: Buffer[];
  /** Each part as raw deflate blocks ending on a byte (a sync flush), never final. */
  deflated: Buffer[];
  /** Each part's CRC-32 and its length's shift (crc32.ts): the gzip's CRC without reading the parts again. */
  crcs: number[];
  shifts: number[];
  /** The slot each gap holds. */
  gaps: number[];
}

const PLAIN = /^[A-Za-z0-9._-]+$/;
/** The most bytes a stored block holds (its length is 16 bits). */
const STORED_MAX = 0xffff;
const MARKER = /Zq(\d)x-S_k\./;
const markerOf = (slot: number) => `Zq${slot}x-S_k.`;
/** A gzip member's header: deflate, no name, no time, Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** The last block: empty, stored, final. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

export class PageTemplates {
  private readonly templates = new Map<string, Template | null>();
  private readonly seen = new Set<string>();

  /** `limit`: the keys kept (a key's template is about 20 KB). */
  constructor(private readonly limit = 256) {}

  page(key: string, values: readonly string[], render: SlotRender): FilledPage {
    if (values.length > 10 || !values.every((value) => PLAIN.test(value) && value.length <= STORED_MAX))
      return rendered(render(values));
    const known = this.templates.get(key);
    if (known) return filled(known, values);
    if (known === null) return rendered(render(values));
    if (!this.seen.has(key)) {
      makeRoom(this.seen, this.limit * 4);
      this.seen.add(key);
      return rendered(render(values));
    }
    const html = render(values);
    const template = cut(render(values.map((_, slot) => markerOf(slot))));
    const kept = join(template, values).toString() === html ? template : null;
    this.seen.delete(key);
    makeRoom(this.templates, this.limit);
    this.templates.set(key, kept);
    return rendered(html);
  }
}

/** Drops the oldest key when `keys` holds `limit` already: one more fits. */
function makeRoom(keys: Set<string> | Map<string, unknown>, limit: number) {
  if (keys.size >= limit) keys.delete(keys.keys().next().value!);
}

/** The page cut at its markers (a marker transformed into something else fails the check). */
function cut(marked: string): Template {
  const pieces = marked.split(MARKER);
  const parts: Buffer[] = [];
  const gaps: number[] = [];
  pieces.forEach((piece, index) => (index % 2 === 0 ? parts.push(Buffer.from(piece)) : gaps.push(Number(piece))));
  const deflated = parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  return {
    parts,
    deflated,
    gaps,
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => crcShift(part.length)),
  };
}

function join({ parts, gaps }: Template, values: readonly string[]): Buffer {
  const pieces: Buffer[] = [parts[0]!];
  gaps.forEach((slot, gap) => pieces.push(Buffer.from(values[slot]!, 'latin1'), parts[gap + 1]!));
  return Buffer.concat(pieces);
}

/**
 * The page gzipped: the header, each part's deflate stream with each value between them as a
 * stored block (not final: its length and the length's complement, then the bytes), the final
 * empty block and the trailer (CRC and length), written into one buffer.
 */
function gzipped({ parts, deflated, gaps, crcs, shifts }: Template, values: readonly string[]): Buffer {
  let length = GZIP_HEADER.length + FINAL_BLOCK.length + 8;
  for (const part of deflated) length += part.length;
  for (const slot of gaps) length += 5 + values[slot]!.length;
  const out = Buffer.allocUnsafe(length);
  let at = GZIP_HEADER.copy(out, 0);
  at += deflated[0]!.copy(out, at);
  let crc = crcs[0]!;
  let size = parts[0]!.length;
  gaps.forEach((slot, gap) => {
    const value = values[slot]!;
    crc = crcCombine(crc32(value, crc), shifts[gap + 1]!, crcs[gap + 1]!);
    size += value.length + parts[gap + 1]!.length;
    out[at] = 0;
    out.writeUInt16LE(value.length, at + 1);
    out.writeUInt16LE(~value.length & 0xffff, at + 3);
    at += 5 + out.write(value, at + 5, 'latin1');
    at += deflated[gap + 1]!.copy(out, at);
  });
  at += FINAL_BLOCK.copy(out, at);
  out.writeUInt32LE(crc >>> 0, at);
  out.writeUInt32LE(size >>> 0, at + 4);
  return out;
}

const filled = (template: Template, values: readonly string[]): FilledPage => ({
  bytes: (gzip) => (gzip ? gzipped(template, values) : join(template, values)),
});

const rendered = (html: string): FilledPage => ({ bytes: (gzip) => (gzip ? compress(html) : html) });

const identities = new WeakMap<object, number>();
let identified = 0;
/** A number for an object kept by its maker (a prepared theme), for a template's key. */
export function identityOf(object: object): number {
  let identity = identities.get(object);
  if (identity === undefined) identities.set(object, (identity = ++identified));
  return identity;
}
