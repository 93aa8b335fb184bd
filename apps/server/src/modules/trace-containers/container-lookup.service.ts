import { AppError, ERRORS, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/trace-containers';
import {
  CONTAINER_TREE_NODES_MAX,
  type ContainerLookup,
  type ContainerNode,
  type ContainerRow,
} from '@seal/shared/contract/trace-containers';
import type { EventRange } from '@seal/shared/contract/trace-events';
import type { SessionCallContext } from '../../rpc/context';
import { decodeReference } from '../seals/reference-codec';
import { sealEvents } from '../trace-events/seal-events.repository';
import { traceScope } from '../trace-events/trace-scope';
import { sealScope } from '../seals/seal-scope';
import * as tree from './container-tree.repository';
import { findRows } from './containers.repository';
import { containerByCode } from './containers.service';
import { printedOf } from './packing-support';

type In<C> = ParsedInputOf<C>;

/** Seal ranges a tree answers at most (each container holds under 500 seals; a tree has at most 2,000 nodes). */
const TREE_RANGES_MAX = 20_000;

/** A container's content, down to CONTAINER_TREE_NODES_MAX nodes, each with its seals as printed ranges. */
async function contentTree(ctx: SessionCallContext, root: ContainerRow) {
  const { accountId } = ctx.session;
  const nodes = await tree.treeIds(ctx.db, accountId, root.id, CONTAINER_TREE_NODES_MAX + 1);
  const kept = nodes.slice(0, CONTAINER_TREE_NODES_MAX);
  const rows = new Map(
    (
      await findRows(
        ctx.db,
        accountId,
        kept.map((node) => node.id),
      )
    ).map((row) => [row.id, row]),
  );
  const ranges = await tree.rangesOf(
    ctx.db,
    accountId,
    kept.map((node) => node.id),
    TREE_RANGES_MAX + 1,
  );
  const rangesOf = new Map<string, EventRange[]>();
  for (const range of ranges.slice(0, TREE_RANGES_MAX)) {
    const list = rangesOf.get(range.containerId) ?? [];
    list.push({
      first: printedOf(ctx, range.firstSerial, range.keyVersion),
      last: printedOf(ctx, range.lastSerial, range.keyVersion),
      count: range.lastSerial - range.firstSerial + 1,
    });
    rangesOf.set(range.containerId, list);
  }
  const built = new Map<string, ContainerNode>();
  for (const node of kept) {
    const row = rows.get(node.id)!;
    built.set(node.id, {
      code: row.code,
      level: row.level,
      productTitle: row.productTitle,
      gtin: row.gtin,
      ranges: rangesOf.get(node.id) ?? [],
      sealCount: row.sealCount,
      children: [],
    });
  }
  // Breadth first: a node's parent is built before it.
  for (const node of kept.slice(1)) built.get(node.parentId!)?.children.push(built.get(node.id)!);
  for (const node of built.values()) node.children.sort((a, b) => a.code.localeCompare(b.code));
  const truncated = nodes.length > CONTAINER_TREE_NODES_MAX || ranges.length > TREE_RANGES_MAX;
  return { tree: built.get(root.id)!, truncated, ranges: ranges.slice(0, TREE_RANGES_MAX) };
}

/** A container by its code: what it holds, where it is, and the events of it and of its seals. */
export async function lookupContainer(
  ctx: SessionCallContext,
  { code }: In<typeof contract.lookup>,
): Promise<ContainerLookup> {
  const scope = await sealScope(ctx.db, ctx.session);
  const { row } = await containerByCode(ctx, scope, code);
  const ancestors = await tree.ancestorsOf(ctx.db, ctx.session.accountId, row.id);
  const { tree: content, truncated, ranges } = await contentTree(ctx, row);
  const { accountId } = ctx.session;
  const { entityIds } = await traceScope(ctx);
  const chain = [row.id, ...ancestors.map((ancestor) => ancestor.id)];
  const declared = await tree.eventIdsOnContainers(ctx.db, accountId, chain);
  const events = await sealEvents(ctx.db, accountId, { eventIds: declared }, { entityIds });
  const onChain = new Set(events.map((event) => event.id));
  const ofSeals = (await sealEvents(ctx.db, accountId, { ranges }, { entityIds })).filter(
    (event) => !onChain.has(event.id),
  );
  const counts = await tree.sealCountsOfEvents(
    ctx.db,
    accountId,
    ofSeals.map((event) => event.id),
    ranges,
  );
  return {
    container: row,
    ancestors: ancestors.map(({ code: ancestorCode, level }) => ({ code: ancestorCode, level })),
    tree: content,
    truncated,
    events,
    contentEvents: ofSeals.map((event) => ({ ...event, sealCount: counts.get(event.id) ?? 0 })),
  };
}

/** Where a seal is packed: its container, then the containers holding that one, outwards. */
export async function containersOfReference(ctx: SessionCallContext, { ref }: In<typeof contract.ofReference>) {
  const decoded = decodeReference(ref, ctx.services.sealKeyring);
  if (!decoded.ok) throw new AppError(ERRORS.common.validation, {}, [{ path: 'ref', key: 'validation.reference' }]);
  const scope = await sealScope(ctx.db, ctx.session);
  const holder = await tree.containerHolding(ctx.db, scope, decoded);
  if (!holder) return { ref: decoded.reference, path: [] };
  const above = await tree.ancestorsOf(ctx.db, scope.accountId, holder.id);
  const path = [holder, ...above.reverse()].map(({ code, level }) => ({ code, level }));
  return { ref: decoded.reference, path };
}
