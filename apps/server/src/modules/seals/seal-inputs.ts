import { normaliseReference } from '@seal/shared';
import type { IgnoredReason } from '@seal/shared/contract/trace-events';
import type { Db } from '../../db/client';
import { reelsHolding, type ReelRecord } from './reel-lookup.repository';
import { decodeReference, type SealKeyring } from './reference-codec';
import type { SealScope } from './seal-scope';

/**
 * Typed references and ranges of references turned into ranges of serials of the session's scope,
 * for what names seals without refusing the whole request for one wrong input: events, packing,
 * the EPCIS capture. Every reference is decoded first, then the reels holding them are found in one
 * batched query (`reelsHolding`), whatever the number of inputs.
 */

/** A typed reference read: its printed form, and the reel of the scope holding its serial. */
export interface LocatedReference {
  /** As printed when it decodes, else as typed, normalised. */
  printed: string;
  /** Null when it cannot be decoded. */
  serial: number | null;
  keyVersion: number | null;
  /** Null when no reel of the scope holds it (unknown, another account's, outside the scope). */
  reel: ReelRecord | null;
}

/**
 * Reels already found in this transaction: a caller naming seals again and again (an EPCIS capture
 * declaring thousands of events) finds the seals of a known reel without a query. Only reels of the
 * scope it was built with enter it.
 */
export type KnownReels = ReelRecord[];

const knownReelOf = (known: KnownReels | undefined, serial: number, keyVersion: number) =>
  known?.find((reel) => reel.keyVersion === keyVersion && reel.firstSerial <= serial && serial <= reel.lastSerial);

/** Decodes `typed` and finds their reels in one query; the answer is in the order of `typed`. */
export async function locateReferences(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  typed: readonly string[],
  known?: KnownReels,
): Promise<LocatedReference[]> {
  const decoded = typed.map((text) => decodeReference(text, keyring));
  const reelAt = new Map<number, ReelRecord | null>();
  const positions: number[] = [];
  const seals: { serial: number; keyVersion: number }[] = [];
  decoded.forEach((reading, index) => {
    if (!reading.ok) return;
    const reel = knownReelOf(known, reading.serial, reading.keyVersion);
    if (reel) return reelAt.set(index, reel);
    positions.push(index);
    seals.push({ serial: reading.serial, keyVersion: reading.keyVersion });
  });
  const found = await reelsHolding(db, scope, seals);
  positions.forEach((position, index) => reelAt.set(position, found.get(index) ?? null));
  if (known) for (const reel of found.values()) if (!known.some((kept) => kept.id === reel.id)) known.push(reel);
  return decoded.map((reading, index) =>
    reading.ok
      ? { printed: reading.reference, serial: reading.serial, keyVersion: reading.keyVersion, reel: reelAt.get(index)! }
      : { printed: normaliseReference(typed[index]!), serial: null, keyVersion: null, reel: null },
  );
}

export interface SerialRange {
  firstSerial: number;
  lastSerial: number;
  keyVersion: number;
}

export interface SealInputs {
  references?: readonly string[];
  ranges?: readonly { first: string; last: string }[];
}

export interface IgnoredInput {
  input: string;
  reason: IgnoredReason;
}

export interface ResolvedSealInputs {
  /** Sorted by serial, merged: no two overlap or follow each other with the same key. */
  ranges: SerialRange[];
  sealCount: number;
  /** Inputs naming nothing, in the order given (a range as "first..last"). */
  ignored: IgnoredInput[];
}

/**
 * Sorts and merges ranges: overlapping ones, and ranges that follow each other printed with the
 * same key, become one (references typed one by one along a reel become one row).
 */
export function mergeSerialRanges(ranges: readonly SerialRange[]): SerialRange[] {
  const sorted = [...ranges].sort((a, b) => a.firstSerial - b.firstSerial || a.lastSerial - b.lastSerial);
  const merged: SerialRange[] = [];
  for (const range of sorted) {
    const previous = merged[merged.length - 1];
    if (previous && previous.keyVersion === range.keyVersion && range.firstSerial <= previous.lastSerial + 1)
      previous.lastSerial = Math.max(previous.lastSerial, range.lastSerial);
    else merged.push({ ...range });
  }
  return merged;
}

export const sealCountOf = (ranges: readonly Pick<SerialRange, 'firstSerial' | 'lastSerial'>[]) =>
  ranges.reduce((sum, range) => sum + range.lastSerial - range.firstSerial + 1, 0);

/** The inputs of `input` in the order `sealInputsFrom` reads them: references, then each range's ends. */
const typedOf = ({ references = [], ranges = [] }: SealInputs) => [
  ...references,
  ...ranges.flatMap((range) => [range.first, range.last]),
];

/** Reads located references (`typedOf(input)`, in order) into merged ranges and ignored inputs. */
function sealInputsFrom(located: readonly LocatedReference[], { references = [], ranges = [] }: SealInputs) {
  const found: SerialRange[] = [];
  const ignored: IgnoredInput[] = [];
  const seen = new Set<number>();
  references.forEach((input, index) => {
    const { serial, reel } = located[index]!;
    if (serial === null) ignored.push({ input, reason: 'format' });
    else if (!reel) ignored.push({ input, reason: 'unknown' });
    else if (seen.has(serial)) ignored.push({ input, reason: 'duplicate' });
    else {
      seen.add(serial);
      found.push({ firstSerial: serial, lastSerial: serial, keyVersion: reel.keyVersion });
    }
  });
  ranges.forEach((range, index) => {
    const [start, end] = [located[references.length + 2 * index]!, located[references.length + 2 * index + 1]!];
    if (!start.reel || !end.reel || start.reel.id !== end.reel.id) {
      ignored.push({ input: `${start.printed}..${end.printed}`, reason: 'range' });
      return;
    }
    const [a, b] = [start.serial!, end.serial!];
    found.push({ firstSerial: Math.min(a, b), lastSerial: Math.max(a, b), keyVersion: start.reel.keyVersion });
  });
  const merged = mergeSerialRanges(found);
  return { ranges: merged, sealCount: sealCountOf(merged), ignored };
}

/**
 * Resolves references and ranges to merged ranges of serials of the scope. Nothing throws on a
 * wrong input: a reference that cannot be one is ignored as `format`, one no reel of the scope holds
 * as `unknown`, one typed twice as `duplicate`; a range whose ends are not both seals of one reel
 * of the scope as `range`. A range typed last-first is read first-last.
 */
export async function resolveSealInputs(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  input: SealInputs,
  known?: KnownReels,
): Promise<ResolvedSealInputs> {
  return sealInputsFrom(await locateReferences(db, keyring, scope, typedOf(input), known), input);
}

/**
 * `resolveSealInputs` of many inputs at once, each answered apart, their reels found in one query
 * whatever their number (an EPCIS capture of thousands of events).
 */
export async function resolveManySealInputs(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  inputs: readonly SealInputs[],
  known?: KnownReels,
): Promise<ResolvedSealInputs[]> {
  const typed = inputs.map(typedOf);
  const located = await locateReferences(db, keyring, scope, typed.flat(), known);
  let start = 0;
  return inputs.map((input, index) => {
    const mine = located.slice(start, (start += typed[index]!.length));
    return sealInputsFrom(mine, input);
  });
}
