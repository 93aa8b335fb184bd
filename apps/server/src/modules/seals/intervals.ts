/** Inclusive ranges of serials, and the little arithmetic cancellations and unpacking need on them. */
export interface Interval {
  firstSerial: number;
  lastSerial: number;
}

export const lengthOf = (interval: Interval) => interval.lastSerial - interval.firstSerial + 1;

export function intersect(a: Interval, b: Interval): Interval | null {
  const firstSerial = Math.max(a.firstSerial, b.firstSerial);
  const lastSerial = Math.min(a.lastSerial, b.lastSerial);
  return firstSerial <= lastSerial ? { firstSerial, lastSerial } : null;
}

/** What is left of `interval` once `holes` are taken out, in order. */
export function subtract(interval: Interval, holes: readonly Interval[]): Interval[] {
  const left: Interval[] = [];
  let from = interval.firstSerial;
  for (const hole of [...holes].sort((a, b) => a.firstSerial - b.firstSerial)) {
    if (hole.lastSerial < from || hole.firstSerial > interval.lastSerial) continue;
    if (hole.firstSerial > from) left.push({ firstSerial: from, lastSerial: hole.firstSerial - 1 });
    from = Math.max(from, hole.lastSerial + 1);
  }
  if (from <= interval.lastSerial) left.push({ firstSerial: from, lastSerial: interval.lastSerial });
  return left;
}
