import { AppError, ERRORS, normaliseGtin, products as contract, type RightsMap } from '@seal/shared';
import type { Db } from '../../db/client';
import { sqlError } from '../../db/sql-state';
import type { ProductScope } from './product-scope';
import type { ProductValues } from './product-values';
import * as repo from './products.repository';

/** Restricted fields sent without their right: the whole input is refused, naming them. */
export function refuseForbiddenFields(input: Parameters<typeof contract.forbiddenProductFields>[0], rights: RightsMap) {
  const fields = contract.forbiddenProductFields(input, rights);
  if (fields.length > 0) throw new AppError(ERRORS.common.forbidden, { fields });
}

export function checkDynamicData(items: ProductValues['dynamicData']) {
  const problem = contract.dynamicDataProblem(items);
  if (problem) throw new AppError(problem.error, { path: problem.path, ...problem.params });
}

/**
 * The image and the display template's theme must be the account's, the contained products the
 * scope's; a container never holds itself.
 */
export async function checkReferences(db: Db, scope: ProductScope, values: ProductValues, selfId?: string) {
  const { accountId } = scope;
  if (values.imageId && !(await repo.mediaOfAccount(db, accountId, values.imageId)))
    throw new AppError(ERRORS.common.notFound);
  if (values.displayTemplate && !(await repo.themeOfAccount(db, accountId, values.displayTemplate))) {
    throw new AppError(ERRORS.theme.unknownTheme, {}, [{ path: 'displayTemplate', key: 'theme.unknownTheme' }]);
  }
  const ids = values.contents.map((content) => content.productId);
  const found = await repo.existingProductIds(db, scope, ids);
  if (ids.some((id) => !found.has(id))) throw new AppError(ERRORS.common.notFound);
  if (selfId && (ids.includes(selfId) || (await repo.containsTransitively(db, accountId, ids, selfId)))) {
    throw new AppError(ERRORS.product.containerCycle);
  }
}

export const titleUsed = (language: string, title: string) =>
  new AppError(ERRORS.product.titleUsed, { language, title });
export const skuUsed = (sku: string) => new AppError(ERRORS.product.skuUsed, { sku });
export const gtinUsed = (gtin: string, products: { id: string; title: string }[]) =>
  new AppError(ERRORS.product.gtinUsed, { gtin, products });

/**
 * Titles (per language) and the SKU are unique in the account; a GTIN another product has is
 * answered with product.gtinUsed until the caller confirms it (the spec's warning, 117).
 */
export async function checkUnique(
  db: Db,
  accountId: string,
  values: ProductValues,
  options: { selfId?: string; previousGtin?: string | null; confirmGtinReuse: boolean },
) {
  const title = await repo.findTitleOwner(db, accountId, values.texts, options.selfId);
  if (title) throw titleUsed(title.language, title.title);
  if (values.sku && (await repo.findSkuOwner(db, accountId, values.sku, options.selfId))) throw skuUsed(values.sku);
  // Asked once: a GTIN kept from before was confirmed when it was set.
  const gtinChanged =
    values.gtin && (!options.previousGtin || normaliseGtin(options.previousGtin) !== normaliseGtin(values.gtin));
  if (values.gtin && gtinChanged && !options.confirmGtinReuse) {
    const owners = await repo.findGtinOwners(db, accountId, normaliseGtin(values.gtin), options.selfId);
    if (owners.length > 0) throw gtinUsed(values.gtin, owners);
  }
}

/** The unique index a write hit (PostgreSQL 23505), as pg and PGlite report it through Drizzle's wrapper. */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  const found = sqlError(error, '23505');
  return found && { constraint: found.constraint ?? '' };
}

/**
 * A write that lost a race with another one holding the same title or SKU: the unique index
 * refused it after the checks above passed. Answered as the check would have.
 */
export async function withUniqueErrors<T>(values: ProductValues, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation?.constraint === 'products_sku_idx' && values.sku) throw skuUsed(values.sku);
    if (violation?.constraint === 'product_texts_title_idx') throw new AppError(ERRORS.product.titleUsed);
    throw error;
  }
}
