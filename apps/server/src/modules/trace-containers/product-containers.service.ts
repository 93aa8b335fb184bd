import { AppError, ERRORS, listOffset, normaliseGtin, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/trace-containers';
import type { ProductContainer } from '@seal/shared/contract/trace-containers';
import type { SessionCallContext } from '../../rpc/context';
import { requireProductInScope } from '../products/product-sql';
import { unique } from '../../db/unique-violation';
import { notFound } from './not-found';
import { ownedModel } from './container-models.service';
import * as repo from './product-containers.repository';

type In<C> = ParsedInputOf<C>;
type Fields = In<typeof contract.createProductContainer>;

/** A product container of the session's account; another account's and an unknown id answer alike. */
export async function ownedProductContainer(ctx: SessionCallContext, id: string): Promise<ProductContainer> {
  const found = await repo.findProductContainer(ctx.db, ctx.session.accountId, id);
  if (!found) throw notFound();
  return found;
}

const eanExists = () => new AppError(ERRORS.containerModel.eanExists);

/**
 * The model, product and parent must be the account's (common.notFound); the parent is of a higher
 * level and takes containers (containerModel.notAdded, 901); the GTIN is the account's only one
 * (containerModel.eanExists, 900), compared in its 14-digit form.
 */
async function checkedValues(ctx: SessionCallContext, fields: Fields, selfId?: string) {
  const { accountId } = ctx.session;
  const model = await ownedModel(ctx, fields.containerModelId);
  await requireProductInScope(ctx, fields.productId);
  if (fields.parentId) {
    const parent = await ownedProductContainer(ctx, fields.parentId);
    const parentModel = await ownedModel(ctx, parent.containerModelId);
    if (parent.id === selfId || parentModel.level <= model.level || parentModel.contentType === 'objects')
      throw new AppError(ERRORS.containerModel.notAdded);
  }
  const gtin = normaliseGtin(fields.gtin);
  if (await repo.findGtinOwner(ctx.db, accountId, gtin, selfId)) throw eanExists();
  const values: repo.ProductContainerValues = {
    containerModelId: model.id,
    productId: fields.productId,
    gtin,
    parentId: fields.parentId,
  };
  return { values, model };
}

const summary = (container: ProductContainer) => ({
  containerModelId: container.containerModelId,
  productId: container.productId,
  gtin: container.gtin,
  parentId: container.parentId,
});

export async function listProductContainers(ctx: SessionCallContext, input: In<typeof contract.listProductContainers>) {
  // A filter's ids are checked like any other: another account's answer notFound.
  if (input.filters.containerModelId) await ownedModel(ctx, input.filters.containerModelId);
  await requireProductInScope(ctx, input.filters.productId);
  return repo.listProductContainers(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    sort: input.sort,
    search: input.search,
    containerModelId: input.filters.containerModelId,
    productId: input.filters.productId,
  });
}

export function getProductContainer(
  ctx: SessionCallContext,
  { productContainerId }: In<typeof contract.getProductContainer>,
) {
  return ownedProductContainer(ctx, productContainerId);
}

export async function createProductContainer(ctx: SessionCallContext, fields: Fields) {
  const { accountId } = ctx.session;
  const { values } = await checkedValues(ctx, fields);
  const id = await unique(
    () => repo.insertProductContainer(ctx.db, { ...values, accountId }),
    eanExists(),
    'product_containers_gtin_idx',
  );
  const created = await ownedProductContainer(ctx, id);
  ctx.audit({ targetId: id, after: summary(created) });
  return created;
}

/**
 * Packed containers fix its model and product (containerModel.inUse, 902); the product containers
 * it is the parent of must stay of a lower level, in a model that takes containers (901).
 */
export async function updateProductContainer(
  ctx: SessionCallContext,
  { productContainerId, ...fields }: In<typeof contract.updateProductContainer>,
) {
  const { accountId } = ctx.session;
  const before = await ownedProductContainer(ctx, productContainerId);
  const { values, model } = await checkedValues(ctx, fields, productContainerId);
  const { childLevels, packed } = await repo.usage(ctx.db, accountId, productContainerId);
  if (packed && (values.containerModelId !== before.containerModelId || values.productId !== before.productId))
    throw new AppError(ERRORS.containerModel.inUse);
  if (childLevels.length > 0 && (model.contentType === 'objects' || childLevels.some((level) => level >= model.level)))
    throw new AppError(ERRORS.containerModel.notAdded);
  await unique(
    () => repo.updateProductContainer(ctx.db, accountId, productContainerId, values),
    eanExists(),
    'product_containers_gtin_idx',
  );
  const after = await ownedProductContainer(ctx, productContainerId);
  ctx.audit({ targetId: productContainerId, before: summary(before), after: summary(after) });
  return after;
}

/** Packed containers, or product containers naming it as their parent, use it (containerModel.inUse, 902). */
export async function removeProductContainer(
  ctx: SessionCallContext,
  { productContainerId }: In<typeof contract.removeProductContainer>,
) {
  const { accountId } = ctx.session;
  const before = await ownedProductContainer(ctx, productContainerId);
  const { childLevels, packed } = await repo.usage(ctx.db, accountId, productContainerId);
  if (packed || childLevels.length > 0) throw new AppError(ERRORS.containerModel.inUse);
  await repo.deleteProductContainer(ctx.db, accountId, productContainerId);
  ctx.audit({ targetId: productContainerId, before: summary(before) });
  return { removed: true as const };
}
