/**
 * Demo seals of the Demo Company only these journeys use (parallel workers share one database):
 * the end of the second stock reel (offsets 6,000 to 6,499 of its block, never activated; the
 * activation journeys use the first stock reel, the split journey the chocolate reel's end).
 * Offsets 1,000 to 1,399 are activated by the seed.
 */
export const SEALS = {
  batchFirst: 6_400,
  batchMiddle: 6_450,
  batchLast: 6_499,
  activatedBySeed: 1_000,
} as const;

interface Range {
  first: string;
  last: string;
  sku: string;
  batchNumber?: string;
}

/** An activation batch file (docs/xml-activation.md). */
export function batchFile(ranges: readonly Range[]): string {
  const body = ranges
    .map(
      (range) =>
        `  <range><first>${range.first}</first><last>${range.last}</last><sku>${range.sku}</sku>` +
        (range.batchNumber
          ? `<dynamicData><value label="Batch number">${range.batchNumber}</value></dynamicData>`
          : '') +
        '</range>',
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<activationBatch version="1">\n${body}\n</activationBatch>\n`;
}
