import { ERRORS, type products } from '@seal/shared';

/** A row refused only because another product has its GTIN: "keep GTINs" lets it through. */
const onlyGtinReused = (row: products.ImportRowError) =>
  row.issues.length > 0 &&
  row.issues.every((issue) => issue.key === ERRORS.product.gtinUsed.key && issue.params?.line === undefined);

/**
 * The rows an import would save: the valid ones, plus with "keep GTINs" those refused for a GTIN
 * other products use (a GTIN met twice in the file stays refused). The job checks again.
 */
export function importableRows(preview: products.ImportPreview, keepGtins: boolean): number {
  return preview.valid + (keepGtins ? preview.errors.filter(onlyGtinReused).length : 0);
}
