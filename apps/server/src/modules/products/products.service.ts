import { randomUUID } from 'node:crypto';
import { AppError, ERRORS, type ParsedInputOf, type products as contract } from '@seal/shared';
import { type Gs1Prefill, type Product } from '@seal/shared/contract/products';
import { Gs1Error, parseGs1Product } from '@seal/shared/products/gs1';
import type { SessionCallContext } from '../../rpc/context';
import {
  checkDynamicData,
  checkReferences,
  checkUnique,
  refuseForbiddenFields,
  withUniqueErrors,
} from './product-rules';
import { productScope } from './product-scope';
import { isProductInUse } from './product-usage';
import { resolveValues, toRecord, valuesOf } from './product-values';
import * as repo from './products.repository';

type CreateInput = ParsedInputOf<typeof contract.createProduct>;
type UpdateInput = ParsedInputOf<typeof contract.updateProduct>;

/**
 * A product of the session's scope (its entity's, and its sub-entities' with orga.master_product);
 * an unknown id, another account's and one out of the scope answer alike.
 */
export async function getProduct(ctx: SessionCallContext, productId: string): Promise<Product> {
  const product = await repo.findProduct(ctx.db, await productScope(ctx.db, ctx.session), productId);
  if (!product) throw new AppError(ERRORS.common.notFound);
  return product;
}

export async function createProduct(ctx: SessionCallContext, input: CreateInput): Promise<Product> {
  const { accountId, entityId, rights } = ctx.session;
  refuseForbiddenFields(input, rights);
  const values = resolveValues(input);
  checkDynamicData(values.dynamicData);
  await checkReferences(ctx.db, await productScope(ctx.db, ctx.session), values);
  await checkUnique(ctx.db, accountId, values, { confirmGtinReuse: input.confirmGtinReuse });
  const id = randomUUID();
  await withUniqueErrors(values, () =>
    repo.insertProduct(ctx.db, { ...toRecord(values, { id, accountId, entityId }), id }, values),
  );
  const product = await getProduct(ctx, id);
  ctx.audit({ targetId: id, after: product });
  return product;
}

export async function updateProduct(ctx: SessionCallContext, { productId, ...input }: UpdateInput): Promise<Product> {
  const { accountId, rights } = ctx.session;
  const before = await getProduct(ctx, productId);
  refuseForbiddenFields(input, rights);
  const values = resolveValues(input, valuesOf(before));
  checkDynamicData(values.dynamicData);
  await checkReferences(ctx.db, await productScope(ctx.db, ctx.session), values, productId);
  await checkUnique(ctx.db, accountId, values, {
    selfId: productId,
    previousGtin: before.gtin,
    confirmGtinReuse: input.confirmGtinReuse,
  });
  const record = { ...toRecord(values, { id: productId, accountId, entityId: ctx.session.entityId }), id: productId };
  try {
    await withUniqueErrors(values, () => repo.updateProduct(ctx.db, record, values));
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The write failed half way: the call's transaction leaves the product as it was (spec 001 "product update error").
    ctx.log.error({ err: error, productId }, 'product update failed');
    throw new AppError(ERRORS.product.updateFailed);
  }
  const after = await getProduct(ctx, productId);
  ctx.audit({ targetId: productId, before, after });
  return after;
}

export async function setArchived(ctx: SessionCallContext, productId: string, archived: boolean): Promise<Product> {
  const before = await getProduct(ctx, productId);
  if (before.archived !== archived) await repo.setArchived(ctx.db, ctx.session.accountId, productId, archived);
  const after = await getProduct(ctx, productId);
  ctx.audit({ targetId: productId, before: { archived: before.archived }, after: { archived } });
  return after;
}

export async function deleteProduct(ctx: SessionCallContext, productId: string): Promise<{ deleted: true }> {
  const before = await getProduct(ctx, productId);
  if (await isProductInUse(ctx.db, ctx.session.accountId, productId)) throw new AppError(ERRORS.product.inUse);
  await repo.deleteProduct(ctx.db, ctx.session.accountId, productId);
  ctx.audit({ targetId: productId, before });
  return { deleted: true };
}

/** Product fields from a GS1 Web Vocabulary file, for the wizard to prefill; nothing is saved. */
export function readGs1(json: string): Gs1Prefill {
  try {
    return parseGs1Product(json);
  } catch (error) {
    if (error instanceof Gs1Error) throw new AppError(ERRORS.product.gs1Invalid, { reason: error.message });
    throw error;
  }
}
