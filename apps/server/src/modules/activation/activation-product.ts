import { and, eq, inArray } from 'drizzle-orm';
import { AppError, ERRORS, activation, type products as productContract } from '@seal/shared';
import type { Db } from '../../db/client';
import { media, products } from '../../db/schema';
import type { SessionCallContext } from '../../rpc/context';
import { inProductScope, productScope } from '../products/product-scope';

export type DynamicDataItem = productContract.DynamicDataItem;

export interface ActivationProduct {
  id: string;
  dynamicData: DynamicDataItem[];
}

/** The product's stored dynamic data, read defensively (it was checked when the product was saved). */
const itemsOf = (stored: unknown[]): DynamicDataItem[] =>
  stored.map((raw) => {
    const item = raw as Partial<DynamicDataItem>;
    return {
      label: String(item.label ?? ''),
      format: item.format ?? 'text',
      mask: item.mask ?? null,
      values: item.values ?? [],
      mandatory: item.mandatory === true,
      public: item.public === true,
    };
  });

/**
 * A product seals may be activated for: one of the session's products (its entity's, and its
 * sub-entities' with orga.master_product; otherwise common.notFound, as an unknown id), not
 * archived (product.invalidProduct, 106).
 */
export async function activationProduct(ctx: SessionCallContext, productId: string): Promise<ActivationProduct> {
  const scope = await productScope(ctx.db, ctx.session);
  const [row] = await ctx.db
    .select({ id: products.id, archived: products.archived, dynamicData: products.dynamicData })
    .from(products)
    .where(and(inProductScope(scope), eq(products.id, productId)));
  if (!row) throw new AppError(ERRORS.common.notFound);
  if (row.archived) throw new AppError(ERRORS.product.invalidProduct);
  return { id: row.id, dynamicData: itemsOf(row.dynamicData) };
}

/**
 * The values entered for the product's dynamic data, in their stored form; common.validation with
 * a field per value that is missing, unknown or not of its format (readDynamicDataValues), and for
 * a file that is not one of the account's media.
 */
export async function activationDynamicData(
  db: Db,
  accountId: string,
  product: ActivationProduct,
  entered: Record<string, string>,
): Promise<Record<string, string>> {
  const { values, issues } = activation.readDynamicDataValues(product.dynamicData, entered);
  const files = product.dynamicData
    .filter((item) => item.format === 'file' && values[item.label] !== undefined)
    .map((item) => ({ label: item.label, id: values[item.label]! }));
  if (files.length > 0) {
    const found = await db
      .select({ id: media.id })
      .from(media)
      .where(
        and(
          eq(media.accountId, accountId),
          inArray(
            media.id,
            files.map((file) => file.id),
          ),
        ),
      );
    const known = new Set(found.map((row) => row.id));
    for (const file of files)
      if (!known.has(file.id)) issues.push({ path: `dynamicData.${file.label}`, key: 'validation.invalid' });
  }
  if (issues.length > 0) throw new AppError(ERRORS.common.validation, {}, issues);
  return values;
}
