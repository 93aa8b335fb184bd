import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/resolver';
import type { ProductLinks } from '@seal/shared/contract/resolver';
import type { SessionCallContext } from '../../rpc/context';
import { found } from './resolver-errors';
import { productScope } from '../products/product-scope';
import * as repo from './links.repository';

/**
 * `/products/links` (prod.custom_lang_url): a product's page URL and its redirect URL per
 * language, for the products the caller's entity sees (modules/products/product-scope.ts).
 */
export async function listLinks(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof contract.listLinks>,
): Promise<ListResult<ProductLinks>> {
  return repo.listLinks(ctx.db, await productScope(ctx.db, ctx.session), ctx.session.userId, {
    offset: listOffset(input),
    size: input.size,
    search: input.search,
    sort: input.sort?.field ?? 'title',
    order: input.sort?.order ?? 'asc',
  });
}

export async function updateLinks(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof contract.updateLinks>,
): Promise<ProductLinks> {
  const scope = await productScope(ctx.db, ctx.session);
  const before = found(await repo.findLinks(ctx.db, scope, ctx.session.userId, input.productId));
  const values = {
    // A blank page URL is none.
    productPageUrl: input.productPageUrl ? input.productPageUrl : null,
    redirectUrls: Object.fromEntries(Object.entries(input.redirectUrls).filter(([, url]) => url !== undefined)),
  };
  if (!(await repo.updateLinks(ctx.db, scope, input.productId, values))) throw new AppError(ERRORS.common.notFound);
  ctx.audit({
    targetId: input.productId,
    before: { productPageUrl: before.productPageUrl, redirectUrls: before.redirectUrls },
    after: values,
  });
  return found(await repo.findLinks(ctx.db, scope, ctx.session.userId, input.productId));
}
