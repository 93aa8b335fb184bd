import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/resolver';
import type { ResolverFooter, ResolverHeader, ResolverItem } from '@seal/shared/contract/resolver';
import { media, resolverFooters, resolverHeaders, resolverItems } from '../../db/schema';
import type { SessionCallContext } from '../../rpc/context';
import { found, uniquelyWritten } from './resolver-errors';
import * as repo from './resolver.repository';

type In<C> = ParsedInputOf<C>;

/**
 * The parts of a menu (spec 000 `resolver/item/list`, `resolver/header/list`,
 * `resolver/footer/list`; docs/resolver.md): items, headers and footers of the caller's account.
 * Names (labels for items) are unique per kind in the account whatever their case (114).
 */

const titleUsed = (name: string) => new AppError(ERRORS.resolver.titleUsed, { name });

/** 114 when another part of the kind bears the name; the unique index answers the same to a race. */
async function uniquelyNamed<T>(
  ctx: SessionCallContext,
  table: repo.PartTable,
  name: string,
  id: string | undefined,
  write: () => Promise<T>,
) {
  if (await repo.nameTaken(ctx.db, table, ctx.session.accountId, name, id)) throw titleUsed(name);
  return uniquelyWritten(write, titleUsed(name));
}

const page = (input: { page: number; size: number; search?: string; sort?: { order: 'asc' | 'desc' } }) => ({
  offset: listOffset(input),
  size: input.size,
  search: input.search,
  order: input.sort?.order ?? ('asc' as const),
});

export function listItems(ctx: SessionCallContext, input: In<typeof contract.listItems>) {
  return repo.listItems(ctx.db, ctx.session.accountId, {
    ...page(input),
    sort: input.sort?.field ?? 'label',
    linkType: input.filters.linkType,
  });
}

export async function listHeaders(
  ctx: SessionCallContext,
  input: In<typeof contract.listHeaders>,
): Promise<ListResult<ResolverHeader>> {
  const { rows, total } = await repo.listNamed(ctx.db, resolverHeaders, ctx.session.accountId, {
    ...page(input),
    sort: input.sort?.field ?? 'name',
  });
  return { rows: rows.map(repo.toHeader), total };
}

export async function listFooters(
  ctx: SessionCallContext,
  input: In<typeof contract.listFooters>,
): Promise<ListResult<ResolverFooter>> {
  const { rows, total } = await repo.listNamed(ctx.db, resolverFooters, ctx.session.accountId, {
    ...page(input),
    sort: input.sort?.field ?? 'name',
  });
  return { rows: rows.map(repo.toFooter), total };
}

export async function getItem(ctx: SessionCallContext, input: In<typeof contract.getItem>): Promise<ResolverItem> {
  return found(await repo.findItem(ctx.db, ctx.session.accountId, input.itemId));
}

export async function getHeader(ctx: SessionCallContext, input: In<typeof contract.getHeader>) {
  return repo.toHeader(found(await repo.findPart(ctx.db, resolverHeaders, ctx.session.accountId, input.headerId)));
}

export async function getFooter(ctx: SessionCallContext, input: In<typeof contract.getFooter>) {
  return repo.toFooter(found(await repo.findPart(ctx.db, resolverFooters, ctx.session.accountId, input.footerId)));
}

export async function saveItem(ctx: SessionCallContext, input: In<typeof contract.saveItem>): Promise<ResolverItem> {
  const { itemId, ...values } = input;
  const before = itemId ? found(await repo.findItem(ctx.db, ctx.session.accountId, itemId)) : null;
  const row = found(
    await uniquelyNamed(ctx, resolverItems, values.label, itemId, () =>
      repo.writePart(ctx.db, resolverItems, ctx.session.accountId, itemId, values),
    ),
  );
  const saved = found(await repo.findItem(ctx.db, ctx.session.accountId, row.id));
  ctx.audit({ targetId: saved.id, before, after: values });
  return saved;
}

/** A logo must be a picture of the account's media library. */
export async function requireOwnMedia(ctx: SessionCallContext, ids: (string | null)[]) {
  const given = ids.filter((id): id is string => id !== null);
  if ((await repo.countOwned(ctx.db, media, ctx.session.accountId, given)) !== new Set(given).size)
    throw new AppError(ERRORS.common.notFound);
}

export async function saveHeader(ctx: SessionCallContext, input: In<typeof contract.saveHeader>) {
  const { headerId, ...values } = input;
  const accountId = ctx.session.accountId;
  const before = headerId ? found(await repo.findPart(ctx.db, resolverHeaders, accountId, headerId)) : null;
  await requireOwnMedia(ctx, [values.logoMediaId]);
  const row = found(
    await uniquelyNamed(ctx, resolverHeaders, values.name, headerId, () =>
      repo.writePart(ctx.db, resolverHeaders, accountId, headerId, values),
    ),
  );
  ctx.audit({ targetId: row.id, before: before && repo.toHeader(before), after: values });
  return repo.toHeader(row);
}

export async function saveFooter(ctx: SessionCallContext, input: In<typeof contract.saveFooter>) {
  const { footerId, ...values } = input;
  const accountId = ctx.session.accountId;
  const before = footerId ? found(await repo.findPart(ctx.db, resolverFooters, accountId, footerId)) : null;
  const row = found(
    await uniquelyNamed(ctx, resolverFooters, values.name, footerId, () =>
      repo.writePart(ctx.db, resolverFooters, accountId, footerId, values),
    ),
  );
  ctx.audit({ targetId: row.id, before: before && repo.toFooter(before), after: values });
  return repo.toFooter(row);
}

/** Removes a part; the menus showing it lose it (their foreign keys), the others are untouched. */
async function removePart(ctx: SessionCallContext, table: repo.PartTable, id: string) {
  if (!(await repo.removePart(ctx.db, table, ctx.session.accountId, id))) throw new AppError(ERRORS.common.notFound);
  ctx.audit({ targetId: id, before: { id } });
  return { removed: true as const };
}

export const removeItem = (ctx: SessionCallContext, input: In<typeof contract.removeItem>) =>
  removePart(ctx, resolverItems, input.itemId);
export const removeHeader = (ctx: SessionCallContext, input: In<typeof contract.removeHeader>) =>
  removePart(ctx, resolverHeaders, input.headerId);
export const removeFooter = (ctx: SessionCallContext, input: In<typeof contract.removeFooter>) =>
  removePart(ctx, resolverFooters, input.footerId);
