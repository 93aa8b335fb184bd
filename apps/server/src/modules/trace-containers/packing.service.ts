import { AppError, ERRORS, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/trace-containers';
import type { PackResult } from '@seal/shared/contract/trace-containers';
import type { SessionCallContext } from '../../rpc/context';
import { isOverlapError } from '../seals/seal-ranges.repository';
import { mergeSerialRanges, resolveSealInputs, sealCountOf, type SerialRange } from '../seals/seal-inputs';
import { sealScope, type SealScope } from '../seals/seal-scope';
import { newContainerCode } from './container-codes';
import type { ContainerModelRecord } from './container-models.repository';
import { ownedModel } from './container-models.service';
import * as repo from './containers.repository';
import { containerByCode } from './containers.service';
import { insertPackingEvent } from './packing-event.repository';
import { checkSite, eventTimeOf, printedOf, printedRange, readChildren, samples } from './packing-support';
import { ownedProductContainer } from './product-containers.service';

type In<C> = ParsedInputOf<C>;
type PackInput = In<typeof contract.pack>;

/** The container a pack fills: an existing one (by its code) or one to make of a product container. */
interface Target {
  record: repo.ContainerRecord | null;
  productContainerId: string;
  model: ContainerModelRecord;
}

const invalid = (path: string, key = 'validation.invalid') =>
  new AppError(ERRORS.common.validation, {}, [{ path, key }]);

async function targetOf(ctx: SessionCallContext, scope: SealScope, input: PackInput): Promise<Target> {
  if (input.code && input.productContainerId) throw invalid('code');
  if (input.code) {
    const { record } = await containerByCode(ctx, scope, input.code);
    const productContainer = await ownedProductContainer(ctx, record.productContainerId);
    const model = await ownedModel(ctx, productContainer.containerModelId);
    return { record, productContainerId: productContainer.id, model };
  }
  if (!input.productContainerId) throw invalid('productContainerId', 'validation.required');
  const productContainer = await ownedProductContainer(ctx, input.productContainerId);
  return {
    record: null,
    productContainerId: productContainer.id,
    model: await ownedModel(ctx, productContainer.containerModelId),
  };
}

/** Seals already in a container (this one or another): traceability.alreadyPacked with the seal and the code. */
export async function refusePacked(ctx: SessionCallContext, ranges: readonly SerialRange[]) {
  const packed = await repo.firstPacked(ctx.db, ctx.session.accountId, ranges);
  if (packed)
    throw new AppError(ERRORS.traceability.alreadyPacked, {
      input: printedOf(ctx, packed.serial, packed.keyVersion),
      code: packed.code,
    });
}

/** What the model lets a container hold, and how many (traceability.wrongContent, traceability.quantity). */
function checkContent(
  ctx: SessionCallContext,
  target: Target,
  seals: readonly SerialRange[],
  children: readonly repo.ContainerRecord[],
) {
  const { model, record } = target;
  if (seals.length > 0 && model.contentType === 'containers')
    throw new AppError(ERRORS.traceability.wrongContent, { input: printedRange(ctx, seals[0]!) });
  if (children.length > 0 && model.contentType === 'objects')
    throw new AppError(ERRORS.traceability.wrongContent, { input: children[0]!.code });
  for (const child of children) {
    if (child.id === record?.id || child.level >= model.level)
      throw new AppError(ERRORS.traceability.wrongContent, { input: child.code });
  }
  const count = (record ? record.sealCount + record.childCount : 0) + sealCountOf(seals) + children.length;
  // The minimum holds for a container made by this pack; the maximum for every pack.
  if (count > model.maxQuantity || (!record && count < model.minQuantity))
    throw new AppError(ERRORS.traceability.quantity, { min: model.minQuantity, max: model.maxQuantity, count });
}

async function refuseParented(ctx: SessionCallContext, children: readonly repo.ContainerRecord[]) {
  const held = children.find((child) => child.parentId);
  if (!held) return;
  const parent = await repo.findRow(ctx.db, ctx.session.accountId, held.parentId!);
  throw new AppError(ERRORS.traceability.alreadyPacked, { input: held.code, code: parent.code });
}

/** Writes the container's seal ranges; a seal packed meanwhile by a concurrent pack is refused by the database. */
async function storeSeals(
  ctx: SessionCallContext,
  containerId: string,
  ranges: readonly SerialRange[],
  added: readonly SerialRange[],
) {
  const { accountId } = ctx.session;
  try {
    await ctx.db.transaction((savepoint) => repo.replaceSealRanges(savepoint as never, accountId, containerId, ranges));
  } catch (error) {
    if (isOverlapError(error)) await refusePacked(ctx, added);
    throw error;
  }
}

/**
 * Packs seals and containers into a container (docs/containers.md), in the method's transaction:
 * checks, then the container (made with a new code when `productContainerId` names its kind), its
 * seal ranges merged, its children, its counts, and the AggregationEvent ADD that records it.
 */
export async function pack(ctx: SessionCallContext, input: PackInput): Promise<PackResult> {
  const { accountId, entityId, userId } = ctx.session;
  const scope = await sealScope(ctx.db, ctx.session);
  await checkSite(ctx, input.siteId);
  const target = await targetOf(ctx, scope, input);
  const seals = await resolveSealInputs(ctx.db, ctx.services.sealKeyring, scope, input);
  const { children, ignored: ignoredChildren } = await readChildren(ctx, scope, input.containerCodes);
  const ignored = [...seals.ignored, ...ignoredChildren];
  if (seals.ranges.length === 0 && children.length === 0)
    throw new AppError(ERRORS.traceability.noReference, { ignored: ignored.length });
  checkContent(ctx, target, seals.ranges, children);
  await refuseParented(ctx, children);
  await refusePacked(ctx, seals.ranges);

  const { eventTime, eventTimeZoneOffset } = eventTimeOf(input);
  const container =
    target.record ??
    (await repo.insertContainer(ctx.db, {
      accountId,
      entityId,
      code: await newContainerCode(ctx.db, accountId, target.model),
      codeKind: target.model.codeKind,
      productContainerId: target.productContainerId,
      level: target.model.level,
      createdBy: userId,
      packedAt: eventTime,
    }));
  if (seals.ranges.length > 0) {
    const existing = target.record ? await repo.sealRangesOf(ctx.db, accountId, container.id) : [];
    await storeSeals(ctx, container.id, mergeSerialRanges([...existing, ...seals.ranges]), seals.ranges);
  }
  const childIds = children.map((child) => child.id);
  if ((await repo.adopt(ctx.db, accountId, container.id, childIds)) !== childIds.length) {
    // Another pack took one of them meanwhile: read who holds it now.
    await refuseParented(
      ctx,
      await repo.findByCodes(
        ctx.db,
        scope,
        children.map((child) => child.code),
      ),
    );
    throw new AppError(ERRORS.containerModel.generic);
  }
  await repo.setCounts(
    ctx.db,
    accountId,
    container.id,
    container.sealCount + seals.sealCount,
    container.childCount + children.length,
  );
  const eventId = await insertPackingEvent(ctx.db, {
    accountId,
    entityId,
    userId,
    action: 'ADD',
    parentContainerId: container.id,
    eventTime,
    eventTimeZoneOffset,
    siteId: input.siteId,
    seals: seals.ranges,
    sealCount: seals.sealCount,
    childIds,
    ignoredCount: ignored.length,
  });
  const row = await repo.findRow(ctx.db, accountId, container.id);
  ctx.audit({
    targetId: container.id,
    after: { code: row.code, sealCount: row.sealCount, childCount: row.childCount, eventId },
  });
  return {
    container: row,
    sealCount: seals.sealCount,
    childCount: children.length,
    ignoredCount: ignored.length,
    ignored: samples(ignored),
    eventId,
  };
}
