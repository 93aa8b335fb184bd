import { AppError, ERRORS, normaliseReference, type CatalogueError, type activation } from '@seal/shared';
import type { RangeProblem, SerialRange } from './activate-ranges';
import type { TargetPart } from './resolve-target';

/** A catalogue error by its key (the problem of a range carries its code and key only). */
const BY_KEY = new Map<string, CatalogueError>(
  Object.values(ERRORS).flatMap((domain) =>
    Object.values(domain).map((error): [string, CatalogueError] => [error.key, error]),
  ),
);

export const errorOf = (problem: RangeProblem) => BY_KEY.get(problem.key) ?? ERRORS.activation.unknown;

const lengthOf = (part: TargetPart) => part.count ?? (part.reel ? part.lastSerial - part.firstSerial + 1 : 0);

/** What check... answers: every range with its problem, the seals of the sound ones, all or nothing. */
export function checkResultOf(parts: readonly TargetPart[]): activation.CheckResult {
  const ranges = parts.map((part): activation.CheckedRange => ({
    first: part.first,
    last: part.last,
    count: lengthOf(part),
    reelId: part.reel?.id ?? null,
    problem: part.problem,
  }));
  return {
    ranges,
    total: ranges.reduce((sum, range) => sum + (range.problem ? 0 : range.count), 0),
    ok: ranges.every((range) => !range.problem),
  };
}

/** A request is written whole or not at all: the first problem of its ranges stops it. */
export function refuseProblems(parts: readonly TargetPart[]) {
  const failing = parts.find((part) => part.problem);
  if (failing) throw new AppError(errorOf(failing.problem!), { first: failing.first, last: failing.last });
}

export const serialRangesOf = (parts: readonly TargetPart[]): SerialRange[] =>
  parts
    .filter((part) => !part.problem && part.reel)
    .map((part) => ({ reelId: part.reel!.id, firstSerial: part.firstSerial, lastSerial: part.lastSerial }));

/** The target as a code binds it: the method and the references in their printed form. */
export function canonicalTarget(target: activation.SealTarget) {
  switch (target.method) {
    case 'reel':
    case 'single':
      return { method: target.method, references: [normaliseReference(target.reference)] };
    case 'range':
      return { method: target.method, references: [normaliseReference(target.first), normaliseReference(target.last)] };
    case 'reels':
    case 'multiple':
      return { method: target.method, references: target.references.map(normaliseReference) };
  }
}
