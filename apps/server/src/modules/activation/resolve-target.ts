import { AppError, ERRORS, type activation } from '@seal/shared';
import type { Db } from '../../db/client';
import { encodeReference, type SealKeyring } from '../seals/reference-codec';
import { locateReferences } from '../seals/seal-inputs';
import type { SealScope } from '../seals/seal-scope';
import { problemOf, type RangeProblem } from './activate-ranges';
import type { ReelRecord } from './ranges.repository';

/** A part of what a request names: a range of serials within one reel, or what is wrong with it. */
export interface TargetPart {
  /** The printed references of its ends (as typed, in capitals, when they are not references). */
  first: string;
  last: string;
  /** Null when the part names no reel of the scope (then `problem` says why). */
  reel: ReelRecord | null;
  firstSerial: number;
  lastSerial: number;
  problem: RangeProblem | null;
  /** Seals it concerns when not all of its range (a reel's activated seals, for a cancellation). */
  count?: number;
}

/** The printed reference of a serial of a reel, with the key the reel was printed with. */
export function referenceOf(keyring: SealKeyring, reel: Pick<ReelRecord, 'keyVersion'>, serial: number) {
  return encodeReference(serial, keyring.keys.get(reel.keyVersion)!);
}

const typedReferences = (target: activation.SealTarget): string[] => {
  switch (target.method) {
    case 'reel':
    case 'single':
      return [target.reference];
    case 'range':
      return [target.first, target.last];
    case 'reels':
    case 'multiple':
      return target.references;
  }
};

/**
 * Resolves the references of a request to ranges of serials within the reels of the scope
 * (locateReferences: decode, then one batched look-up of the reels holding them). A reference that cannot be decoded,
 * of another account or outside the scope names nothing: activation.invalidReference (207), or
 * activation.invalidReel (203) for the reel methods and for a range whose ends are on two reels.
 * A reel is named by any of its references. A range typed last-first is read first-last.
 * Throws common.validation on `references.<i>` when the "reels" method names a reel twice.
 */
export async function resolveTarget(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  target: activation.SealTarget,
): Promise<TargetPart[]> {
  const located = await locateReferences(db, keyring, scope, typedReferences(target));
  const printed = located.map((reading) => reading.printed);
  const reelAt = new Map<number, ReelRecord>();
  const serialAt = new Map<number, number>();
  located.forEach(({ reel, serial }, index) => {
    if (reel) reelAt.set(index, reel);
    if (serial !== null) serialAt.set(index, serial);
  });
  const nothing = (first: string, last: string, error: RangeProblem): TargetPart => ({
    first,
    last,
    reel: null,
    firstSerial: 0,
    lastSerial: -1,
    problem: error,
  });

  switch (target.method) {
    case 'reel':
    case 'reels': {
      const seen = new Map<string, number>();
      const duplicates: number[] = [];
      const parts = printed.map((reference, index): TargetPart => {
        const reel = reelAt.get(index);
        if (!reel) return nothing(reference, reference, problemOf(ERRORS.activation.invalidReel));
        if (seen.has(reel.id)) duplicates.push(index);
        seen.set(reel.id, index);
        return {
          first: referenceOf(keyring, reel, reel.firstSerial),
          last: referenceOf(keyring, reel, reel.lastSerial),
          reel,
          firstSerial: reel.firstSerial,
          lastSerial: reel.lastSerial,
          problem: null,
        };
      });
      if (duplicates.length > 0)
        throw new AppError(
          ERRORS.common.validation,
          {},
          duplicates.map((index) => ({ path: `references.${index}`, key: 'validation.invalid' })),
        );
      return parts;
    }
    case 'range': {
      const [start, end] = [reelAt.get(0), reelAt.get(1)];
      if (!start || !end) return [nothing(printed[0]!, printed[1]!, problemOf(ERRORS.activation.invalidReference))];
      if (start.id !== end.id) return [nothing(printed[0]!, printed[1]!, problemOf(ERRORS.activation.invalidReel))];
      const [a, b] = [serialAt.get(0)!, serialAt.get(1)!];
      const swapped = a > b;
      return [
        {
          first: printed[swapped ? 1 : 0]!,
          last: printed[swapped ? 0 : 1]!,
          reel: start,
          firstSerial: Math.min(a, b),
          lastSerial: Math.max(a, b),
          problem: null,
        },
      ];
    }
    case 'single':
    case 'multiple':
      return printed.map((reference, index): TargetPart => {
        const reel = reelAt.get(index);
        if (!reel) return nothing(reference, reference, problemOf(ERRORS.activation.invalidReference));
        const serial = serialAt.get(index)!;
        return { first: reference, last: reference, reel, firstSerial: serial, lastSerial: serial, problem: null };
      });
  }
}

/**
 * Joins parts of one reel whose serials follow each other into one range (references typed one by
 * one along a reel become one row). Parts with a problem are kept as they are, first.
 */
export function joinParts(parts: readonly TargetPart[]): TargetPart[] {
  const sound = parts
    .filter((part) => !part.problem && part.reel)
    .sort((a, b) => a.reel!.id.localeCompare(b.reel!.id) || a.firstSerial - b.firstSerial);
  const joined: TargetPart[] = [];
  for (const part of sound) {
    const previous = joined[joined.length - 1];
    if (previous && previous.reel!.id === part.reel!.id && previous.lastSerial + 1 === part.firstSerial) {
      previous.lastSerial = part.lastSerial;
      previous.last = part.last;
    } else joined.push({ ...part });
  }
  return [...parts.filter((part) => part.problem || !part.reel), ...joined];
}
