import { AppError, ERRORS, isCountryCode, type FieldIssue } from '@seal/shared';
import { XML_IMPORT_LIMITS, type XmlRangeProblem } from '@seal/shared/contract/xml-import';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../rpc/context';
import { checkRanges, type SerialRange } from '../activation/activate-ranges';
import { activationDynamicData } from '../activation/activation-product';
import { resolveTarget, type TargetPart } from '../activation/resolve-target';
import { productScope } from '../products/product-scope';
import type { SealKeyring } from '../seals/reference-codec';
import { sealScope, type SealScope } from '../seals/seal-scope';
import type { BatchRange } from './read-batch';
import { problemOf } from './range-problem';
import { productRefKey, resolveProducts, type FoundProduct } from './resolve-products';

export interface VerifiedRange extends BatchRange {
  reelId: string | null;
  firstSerial: number | null;
  lastSerial: number | null;
  count: number;
  productId: string | null;
  productTitle: string | null;
  problem: XmlRangeProblem | null;
}

/** The seals of one range: both ends resolved in the scope, on one reel, read first to last. */
function sealsOf(
  first: TargetPart,
  last: TargetPart,
): { range: SerialRange & { first: string; last: string } } | { problem: XmlRangeProblem } {
  if (first.problem || last.problem || !first.reel || !last.reel)
    return { problem: problemOf(ERRORS.activation.invalidReference) };
  if (first.reel.id !== last.reel.id) return { problem: problemOf(ERRORS.activation.invalidReel) };
  const swapped = first.firstSerial > last.firstSerial;
  const [low, high] = swapped ? [last, first] : [first, last];
  return {
    range: {
      reelId: first.reel.id,
      firstSerial: low.firstSerial,
      lastSerial: high.firstSerial,
      first: low.first,
      last: high.first,
    },
  };
}

/** The first earlier range of the file sharing a seal with a range. */
class ClaimedSerials {
  readonly #byReel = new Map<string, { first: number; last: number; position: number }[]>();

  claim(range: SerialRange, position: number) {
    const claimed = this.#byReel.get(range.reelId) ?? [];
    const earlier = claimed.find((other) => other.first <= range.lastSerial && range.firstSerial <= other.last);
    claimed.push({ first: range.firstSerial, last: range.lastSerial, position });
    this.#byReel.set(range.reelId, claimed);
    return earlier?.position;
  }
}

/**
 * Verifies every range of a batch with the activation's own rules (spec 001 section 5), then a
 * batch's, keeping each range's first problem; a range with one is never activated:
 * 1. both ends are references of seals of the session's seal scope (activation.invalidReference),
 *    on one reel (activation.invalidReel); a range written last first is read first to last;
 * 2. at most XML_IMPORT_LIMITS.sealsPerRange seals (xmlImport.overThreshold, params count, max);
 * 3. no seal named by an earlier range of the file (activation.alreadyActivated, params position);
 * 4. activation's checkRanges: the reel holds the range and is not archived, no seal is activated;
 * 5. the product, one of the session's products and not archived (product.invalidProduct, params
 *    reason, by, value);
 * 6. its dynamic data by format and the target country (common.validation, params fields).
 */
export async function verifyRanges(
  db: Db,
  session: SessionContext,
  keyring: SealKeyring,
  ranges: readonly BatchRange[],
): Promise<VerifiedRange[]> {
  const scope = await sealScope(db, session);
  const verified = await verifySeals(db, keyring, scope, ranges);
  const products = await resolveProducts(
    db,
    await productScope(db, session),
    ranges.map((range) => range.productRef),
  );
  for (const range of verified) {
    const resolution = products.get(productRefKey(range.productRef))!;
    const product = 'product' in resolution ? resolution.product : null;
    range.productId = product?.id ?? null;
    range.productTitle = product?.title ?? null;
    if (range.problem) continue;
    if ('problem' in resolution) range.problem = resolution.problem;
    else await verifyDetails(db, session.accountId, range, product!);
  }
  return verified;
}

async function verifySeals(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  ranges: readonly BatchRange[],
): Promise<VerifiedRange[]> {
  // Both ends of every range in one batched look-up of the reels holding them.
  const parts = await resolveTarget(db, keyring, scope, {
    method: 'multiple',
    references: ranges.flatMap((range) => [range.first, range.last]),
  });
  const claimed = new ClaimedSerials();
  const verified = ranges.map((range, index): VerifiedRange => {
    const seals = sealsOf(parts[2 * index]!, parts[2 * index + 1]!);
    const base = { ...range, productId: null, productTitle: null };
    if ('problem' in seals)
      return { ...base, reelId: null, firstSerial: null, lastSerial: null, count: 0, problem: seals.problem };
    const { first, last, ...serials } = seals.range;
    const count = serials.lastSerial - serials.firstSerial + 1;
    const earlier = claimed.claim(serials, range.position);
    const problem =
      count > XML_IMPORT_LIMITS.sealsPerRange
        ? problemOf(ERRORS.xmlImport.overThreshold, { count, max: XML_IMPORT_LIMITS.sealsPerRange })
        : earlier !== undefined
          ? problemOf(ERRORS.activation.alreadyActivated, { position: earlier })
          : null;
    return { ...base, first, last, ...serials, count, problem };
  });
  const open = verified.filter((range) => !range.problem);
  const checks = await checkRanges(
    db,
    scope,
    open.map((range) => ({ reelId: range.reelId!, firstSerial: range.firstSerial!, lastSerial: range.lastSerial! })),
  );
  open.forEach((range, index) => {
    const problem = checks[index]!.problem;
    if (problem) range.problem = problemOf(problem);
  });
  return verified;
}

/** The range's dynamic data by their formats (activation's own check) and its target country. */
async function verifyDetails(db: Db, accountId: string, range: VerifiedRange, product: FoundProduct) {
  const fields: FieldIssue[] = [];
  try {
    range.dynamicData = await activationDynamicData(db, accountId, product, range.dynamicData);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldIssues) throw error;
    fields.push(...error.fieldIssues);
  }
  if (range.targetCountry && !isCountryCode(range.targetCountry))
    fields.push({ path: 'targetCountry', key: 'validation.invalid' });
  if (fields.length > 0) range.problem = problemOf(ERRORS.common.validation, { fields });
}
