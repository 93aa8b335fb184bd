/** An inclusive range of serials. */
export interface SerialRange {
  first: number;
  last: number;
}

export interface SplitPlan {
  /** The part asked for, [first, last]. */
  part: SerialRange;
  /** What the reel's own row becomes: the piece starting at its first seal, so it keeps its reference. */
  kept: SerialRange;
  /** The new reels, in serial order: one or two. */
  created: SerialRange[];
}

export type SplitProblem = 'outside' | 'reversed' | 'whole';

export const sizeOf = (range: SerialRange) => range.last - range.first + 1;

/**
 * Cuts `reel` around `part`: the seals before it, the part, the seals after it (the first and the
 * last pieces only when not empty). The piece starting at the reel's first seal keeps the reel's
 * row; the others become new reels. `whole`: the part is the whole reel, nothing would change.
 */
export function planSplit(reel: SerialRange, part: SerialRange): SplitPlan | { problem: SplitProblem } {
  if (part.first < reel.first || part.last > reel.last) return { problem: 'outside' };
  if (part.last < part.first) return { problem: 'reversed' };
  if (part.first === reel.first && part.last === reel.last) return { problem: 'whole' };
  const pieces: SerialRange[] = [];
  if (part.first > reel.first) pieces.push({ first: reel.first, last: part.first - 1 });
  pieces.push(part);
  if (part.last < reel.last) pieces.push({ first: part.last + 1, last: reel.last });
  const [kept, ...created] = pieces;
  return { part, kept: kept!, created };
}
