import { AppError, ERRORS, listOffset, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/resolver';
import type { ResolverMenu } from '@seal/shared/contract/resolver';
import { resolverFooters, resolverHeaders, resolverItems } from '../../db/schema';
import type { SessionCallContext } from '../../rpc/context';
import { found, uniquelyWritten } from './resolver-errors';
import { productScope } from '../products/product-scope';
import { countProductsInScope } from './links.repository';
import * as menus from './resolver-menus.repository';
import { countOwned } from './resolver.repository';
import { requireOwnMedia } from './resolver.service';

type In<C> = ParsedInputOf<C>;

/**
 * Resolver menus (spec 000 `resolver/list`, `menus/createmenu`; docs/resolver.md): a header, a
 * footer, items in order, colours, a font, a logo and a background picture, serving products. A
 * product has one menu at most (resolver.productTaken); every id is the caller's account's (its
 * product scope for products), else common.notFound.
 */

export function listMenus(ctx: SessionCallContext, input: In<typeof contract.listMenus>) {
  return menus.listMenus(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    search: input.search,
    sort: input.sort?.field ?? 'name',
    order: input.sort?.order ?? 'asc',
  });
}

export async function getMenu(ctx: SessionCallContext, input: In<typeof contract.getMenu>): Promise<ResolverMenu> {
  return found(await menus.findMenu(ctx.db, ctx.session.accountId, input.menuId));
}

async function requireOwnParts(ctx: SessionCallContext, input: In<typeof contract.saveMenu>) {
  const { accountId } = ctx.session;
  const wanted: [Parameters<typeof countOwned>[1], string[]][] = [
    [resolverItems, input.itemIds],
    [resolverHeaders, input.headerId ? [input.headerId] : []],
    [resolverFooters, input.footerId ? [input.footerId] : []],
  ];
  for (const [table, ids] of wanted)
    if ((await countOwned(ctx.db, table, accountId, ids)) !== new Set(ids).size)
      throw new AppError(ERRORS.common.notFound);
  await requireOwnMedia(ctx, [input.logoMediaId, input.backgroundMediaId]);
  const productIds = [...new Set(input.productIds)];
  const scope = await productScope(ctx.db, ctx.session);
  if ((await countProductsInScope(ctx.db, scope, productIds)) !== productIds.length)
    throw new AppError(ERRORS.common.notFound);
}

export async function saveMenu(ctx: SessionCallContext, input: In<typeof contract.saveMenu>): Promise<ResolverMenu> {
  const { accountId } = ctx.session;
  const { menuId, itemIds, productIds, ...values } = input;
  const before = menuId ? found(await menus.findMenu(ctx.db, accountId, menuId)) : null;
  await requireOwnParts(ctx, input);
  const items = [...new Set(itemIds)];
  const served = [...new Set(productIds)];
  const taken = await menus.productServedElsewhere(ctx.db, accountId, served, menuId);
  if (taken)
    throw new AppError(ERRORS.resolver.productTaken, {
      product: taken.product ?? taken.productId,
      menu: taken.menu,
    });
  const titleUsed = new AppError(ERRORS.resolver.titleUsed, { name: values.name });
  if (await menus.menuNameTaken(ctx.db, accountId, values.name, menuId)) throw titleUsed;
  // The menu, its item order and its products are written by this call's one transaction.
  const id = found(
    await uniquelyWritten(() => menus.writeMenu(ctx.db, accountId, menuId, values, items, served), titleUsed),
  );
  const saved = found(await menus.findMenu(ctx.db, accountId, id));
  ctx.audit({ targetId: id, before, after: saved });
  return saved;
}

export async function removeMenu(ctx: SessionCallContext, input: In<typeof contract.removeMenu>) {
  const removed = found(await menus.removeMenu(ctx.db, ctx.session.accountId, input.menuId));
  ctx.audit({ targetId: removed.id, before: { name: removed.name } });
  return { removed: true as const };
}
