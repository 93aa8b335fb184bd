import { ERRORS, isCountryCode, type CatalogueError, type FieldIssue } from '@seal/shared';
import { XML_IMPORT_LIMITS, type XmlRangeProblem } from '@seal/shared/contract/xml-import';
import { readDynamicDataValues } from '@seal/shared/products/dynamic-data-values';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../rpc/context';
import { checkRanges } from '../activation/activate-ranges';
import { productScope } from '../products/product-scope';
import type { SealKeyring } from '../seals/reference-codec';
import { sealScope } from '../seals/seal-scope';
import type { BatchRange } from './read-batch';
import { productRefKey, resolveProducts } from './resolve-products';

export interface VerifiedRange extends BatchRange {
  reelId: string | null;
  firstSerial: number | null;
  lastSerial: number | null;
  count: number;
  productId: string | null;
  productTitle: string | null;
  problem: XmlRangeProblem | null;
}

const problemOf = (error: CatalogueError, params?: Record<string, unknown>): XmlRangeProblem => ({
  code: error.code,
  key: error.key,
  ...(params && Object.keys(params).length > 0 ? { params } : {}),
});

/** The first range of the file, before `position`, that shares a seal with [first, last] of `reelId`. */
class ClaimedSerials {
  readonly #byReel = new Map<string, { first: number; last: number; position: number }[]>();

  overlap(reelId: string, first: number, last: number) {
    return this.#byReel.get(reelId)?.find((claimed) => claimed.first <= last && first <= claimed.last);
  }

  claim(reelId: string, first: number, last: number, position: number) {
    this.#byReel.set(reelId, [...(this.#byReel.get(reelId) ?? []), { first, last, position }]);
  }
}

/**
 * Verifies every range of a batch as the activation wizard would (spec 001 section 5), and more:
 * - its seals (activation's checkRanges): both ends valid references of the session's seal scope,
 *   on the same reel, none activated, the reel not archived;
 * - at most XML_IMPORT_LIMITS.sealsPerRange seals (xmlImport.overThreshold);
 * - no seal named by an earlier range of the file (activation.alreadyActivated, params.position);
 * - the product, one of the session's and not archived (product.invalidProduct, params.reason);
 * - the product's dynamic data by format, and the target country (common.validation, params.fields).
 * Each range keeps its first problem; a range with one is never activated.
 */
export async function verifyRanges(
  db: Db,
  session: SessionContext,
  keyring: SealKeyring,
  ranges: readonly BatchRange[],
): Promise<VerifiedRange[]> {
  const checked = await checkRanges(
    { db, keyring },
    await sealScope(db, session),
    ranges.map((range) => ({ first: range.first, last: range.last })),
  );
  const products = await resolveProducts(
    db,
    await productScope(db, session),
    ranges.map((range) => range.productRef),
  );
  const claimed = new ClaimedSerials();

  return ranges.map((range, index): VerifiedRange => {
    const seals = checked[index]!;
    const resolution = products.get(productRefKey(range.productRef))!;
    const product = 'product' in resolution ? resolution.product : null;
    const verified: VerifiedRange = {
      ...range,
      reelId: seals.reelId,
      firstSerial: seals.firstSerial,
      lastSerial: seals.lastSerial,
      count: seals.count,
      productId: product?.id ?? null,
      productTitle: product?.title ?? null,
      problem: null,
    };
    const problem = (): XmlRangeProblem | null => {
      if (seals.problem) return seals.problem;
      const { reelId, firstSerial, lastSerial } = seals as { reelId: string; firstSerial: number; lastSerial: number };
      if (seals.count > XML_IMPORT_LIMITS.sealsPerRange)
        return problemOf(ERRORS.xmlImport.overThreshold, { max: XML_IMPORT_LIMITS.sealsPerRange, count: seals.count });
      const earlier = claimed.overlap(reelId, firstSerial, lastSerial);
      if (earlier) return problemOf(ERRORS.activation.alreadyActivated, { position: earlier.position });
      claimed.claim(reelId, firstSerial, lastSerial, range.position);
      if ('problem' in resolution) return resolution.problem;
      const fields = detailIssues(range, product!);
      if (fields.length > 0) return problemOf(ERRORS.common.validation, { fields });
      return null;
    };
    verified.problem = problem();
    if (!verified.problem && product) {
      verified.dynamicData = readDynamicDataValues(product.dynamicData, range.dynamicData).values;
    }
    return verified;
  });
}

/** What is wrong with a range's details: its dynamic data by their formats, its target country. */
function detailIssues(range: BatchRange, product: { dynamicData: Parameters<typeof readDynamicDataValues>[0] }) {
  const issues: FieldIssue[] = [...readDynamicDataValues(product.dynamicData, range.dynamicData).issues];
  if (range.targetCountry && !isCountryCode(range.targetCountry))
    issues.push({ path: 'targetCountry', key: 'validation.invalid' });
  return issues;
}
