import { AppError, ERRORS, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/trace-containers';
import type { PackResult } from '@seal/shared/contract/trace-containers';
import type { SessionCallContext } from '../../rpc/context';
import { intersect, subtract } from '../seals/intervals';
import {
  mergeSerialRanges,
  resolveSealInputs,
  sealCountOf,
  type IgnoredInput,
  type SerialRange,
} from '../seals/seal-inputs';
import { sealScope } from '../seals/seal-scope';
import * as repo from './containers.repository';
import { containerByCode } from './containers.service';
import { insertPackingEvent } from './packing-event.repository';
import { checkSite, eventTimeOf, printedRange, readChildren, samples } from './packing-support';

type UnpackInput = ParsedInputOf<typeof contract.unpack>;

/** The seals named that the container holds; the ranges it holds none or only part of are ignored ('container'). */
function sealsInside(ctx: SessionCallContext, held: readonly SerialRange[], named: readonly SerialRange[]) {
  const ignored: IgnoredInput[] = [];
  const inside: SerialRange[] = [];
  for (const range of named) {
    const parts = held.flatMap((own) => {
      const part = intersect(own, range);
      return part && own.keyVersion === range.keyVersion ? [{ ...part, keyVersion: range.keyVersion }] : [];
    });
    if (sealCountOf(parts) < sealCountOf([range]))
      ignored.push({ input: printedRange(ctx, range), reason: 'container' });
    inside.push(...parts);
  }
  return { inside: mergeSerialRanges(inside), ignored };
}

/**
 * Takes seals and containers out of a container (all of them with `all`), in the method's
 * transaction: what it holds is rewritten without them, the children lose their parent, and an
 * AggregationEvent DELETE (bizStep unpacking) records what came out. The minimum is not checked:
 * a container may be emptied.
 */
export async function unpack(ctx: SessionCallContext, input: UnpackInput): Promise<PackResult> {
  const { accountId, entityId, userId } = ctx.session;
  const scope = await sealScope(ctx.db, ctx.session);
  // Ids first: another account's site answers notFound whatever the code.
  await checkSite(ctx, input.siteId);
  const { record } = await containerByCode(ctx, scope, input.code);
  const held = await repo.sealRangesOf(ctx.db, accountId, record.id);
  const own = await repo.childrenOf(ctx.db, accountId, record.id);
  let removed: SerialRange[] = held;
  let childIds = own.map((child) => child.id);
  const ignored: IgnoredInput[] = [];
  if (!input.all) {
    const named = await resolveSealInputs(ctx.db, ctx.services.sealKeyring, scope, input);
    const seals = sealsInside(ctx, held, named.ranges);
    const { children, ignored: ignoredChildren } = await readChildren(ctx, scope, input.containerCodes);
    const mine = new Set(childIds);
    const notMine = children.filter((child) => !mine.has(child.id));
    ignored.push(
      ...named.ignored,
      ...seals.ignored,
      ...ignoredChildren,
      ...notMine.map((child) => ({ input: child.code, reason: 'container' as const })),
    );
    removed = seals.inside;
    childIds = children.filter((child) => mine.has(child.id)).map((child) => child.id);
  }
  const removedCount = sealCountOf(removed);
  if (removedCount === 0 && childIds.length === 0)
    throw new AppError(ERRORS.traceability.noReference, { ignored: ignored.length });

  const left = held.flatMap((range) =>
    subtract(
      range,
      removed.filter((part) => part.keyVersion === range.keyVersion),
    ).map((part) => ({
      ...part,
      keyVersion: range.keyVersion,
    })),
  );
  if (removedCount > 0) await repo.replaceSealRanges(ctx.db, accountId, record.id, left);
  await repo.release(ctx.db, accountId, record.id, childIds);
  await repo.setCounts(
    ctx.db,
    accountId,
    record.id,
    record.sealCount - removedCount,
    record.childCount - childIds.length,
  );
  const eventId = await insertPackingEvent(ctx.db, {
    accountId,
    entityId,
    userId,
    action: 'DELETE',
    parentContainerId: record.id,
    ...eventTimeOf(input),
    siteId: input.siteId,
    seals: removed,
    sealCount: removedCount,
    childIds,
    ignoredCount: ignored.length,
  });
  const row = await repo.findRow(ctx.db, accountId, record.id);
  ctx.audit({
    targetId: record.id,
    after: { code: row.code, sealCount: row.sealCount, childCount: row.childCount, eventId },
  });
  return {
    container: row,
    sealCount: removedCount,
    childCount: childIds.length,
    ignoredCount: ignored.length,
    ignored: samples(ignored),
    eventId,
  };
}
