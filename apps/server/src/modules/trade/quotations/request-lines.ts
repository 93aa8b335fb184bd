import { and, eq, inArray } from 'drizzle-orm';
import { AppError, ERRORS, qrTypeNeedsGtin, type ParsedInputOf, type trade } from '@seal/shared';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import type { SessionCallContext } from '../../../rpc/context';
import { inProductScope, productScope } from '../../products/product-scope';
import { findArticles, type PricedArticle } from '../catalogue/catalogue.repository';

export type RequestInput = ParsedInputOf<typeof trade.requestCode>;

/** The products of the session's scope a request may name, with their GTIN; archived ones are not offered. */
export async function productsInScope(db: Db, ctx: SessionCallContext, ids?: readonly string[]) {
  const scope = await productScope(db, ctx.session);
  if (ids && ids.length === 0) return [];
  return db
    .select({ id: products.id, gtin: products.gtin })
    .from(products)
    .where(and(inProductScope(scope), eq(products.archived, false), ids ? inArray(products.id, [...ids]) : undefined));
}

export interface CheckedLine {
  line: RequestInput['lines'][number];
  article: PricedArticle;
}

/**
 * The rules of a request (spec 001 section 5), line by line (params.line counts from 1): an active
 * article of the catalogue other than the cask certification licence (trade.unknownArticle); a
 * product of the user's scope (another one answers common.notFound, as any foreign id), required by
 * a QR type (trade.productRequired), whose GTIN the code carries (trade.gtinRequired). Quantities
 * and descriptions are the schema's.
 */
export async function checkRequestLines(ctx: SessionCallContext, input: RequestInput): Promise<CheckedLine[]> {
  const articles = await findArticles(ctx.db, ctx.session.accountId, {
    ids: [...new Set(input.lines.map((line) => line.articleId))],
    requestable: true,
  });
  const productIds = [...new Set(input.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const found = await productsInScope(ctx.db, ctx, productIds);
  return input.lines.map((line, index) => {
    const params = { line: index + 1 };
    const article = articles.find((candidate) => candidate.id === line.articleId);
    if (!article) throw new AppError(ERRORS.trade.unknownArticle, params);
    const product = line.productId ? found.find((candidate) => candidate.id === line.productId) : undefined;
    if (line.productId && !product) throw new AppError(ERRORS.common.notFound);
    if (qrTypeNeedsGtin(line.qrType)) {
      if (!product) throw new AppError(ERRORS.trade.productRequired, params);
      if (!product.gtin) throw new AppError(ERRORS.trade.gtinRequired, params);
    }
    return { line, article };
  });
}
