import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf, type trade } from '@seal/shared';
import type { Quotation, QuotationRow, RequestOptions } from '@seal/shared/contract/trade';
import { containsPattern } from '../../../db/list-sql';
import type { SessionCallContext } from '../../../rpc/context';
import { consumeSecurityCode, requestSecurityCode, requireOwnChallenge } from '../../activation/security-codes';
import { buyerSettings, languageOf } from '../buyer.repository';
import { findArticles } from '../catalogue/catalogue.repository';
import { takeNumber } from '../numbering';
import { articleName } from '../trade-lines';
import { effectiveStatus, quotationView, toQuotationRow } from './quotation-view';
import * as repo from './quotations.repository';
import { checkRequestLines, productsInScope, type RequestInput } from './request-lines';

type In<C> = ParsedInputOf<C>;

/** What a request may hold: the catalogue at the account's prices, the scope's products, the company's address. */
export async function requestOptions(ctx: SessionCallContext): Promise<RequestOptions> {
  const language = await languageOf(ctx.db, ctx.session.accountId, ctx.session.userId);
  const articles = await findArticles(ctx.db, ctx.session.accountId, { requestable: true });
  const products = await productsInScope(ctx.db, ctx);
  const titles = await repo.productTitles(
    ctx.db,
    ctx.session.accountId,
    products.map((product) => product.id),
    language,
  );
  return {
    articles: articles.map((article) => ({
      id: article.id,
      code: article.code,
      name: articleName(article.names, language),
      kind: article.kind,
      unitPriceCents: article.accountPriceCents,
    })),
    products: products
      .map((product) => ({ id: product.id, title: titles.get(product.id) ?? '', gtin: product.gtin }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    ...(await buyerSettings(ctx.db, ctx.session.accountId)),
  };
}

/** The request the e-mailed code is bound to: its lines and description, as the schema normalised them. */
const codeRequest = (input: RequestInput) => ({
  lines: input.lines,
  description: input.description,
  termsAccepted: input.termsAccepted,
});

async function checkRequest(ctx: SessionCallContext, input: RequestInput) {
  const lines = await checkRequestLines(ctx, input);
  const { deliveryAddress } = await buyerSettings(ctx.db, ctx.session.accountId);
  if (!deliveryAddress) throw new AppError(ERRORS.trade.deliveryAddressMissing);
  return { lines, deliveryAddress };
}

/** Checks the request, then e-mails the code that confirms it. */
export async function requestCode(ctx: SessionCallContext, input: RequestInput) {
  await checkRequest(ctx, input);
  return requestSecurityCode(ctx, 'quotation', codeRequest(input));
}

/** The guard of `request`, outside its transaction so that a wrong code stays counted. */
export async function confirmRequest(ctx: SessionCallContext, input: In<typeof trade.request>) {
  await requireOwnChallenge(ctx, input.confirmation.challengeId);
  await checkRequest(ctx, input);
  await consumeSecurityCode(ctx, 'quotation', codeRequest(input), input.confirmation);
}

/** Records the request: `requested`, numbered Q<year>-<6 digits>, its lines unpriced until the seller issues it. */
export async function request(ctx: SessionCallContext, input: In<typeof trade.request>): Promise<Quotation> {
  const { lines, deliveryAddress } = await checkRequest(ctx, input);
  const now = ctx.services.now();
  const row = await repo.insertQuotation(
    ctx.db,
    {
      accountId: ctx.session.accountId,
      number: await takeNumber(ctx.db, 'quotation', 'Q', now),
      description: input.description,
      deliveryAddress,
      requestedBy: ctx.session.userId,
      requestedAt: now,
    },
    lines.map(({ line }, index) => ({
      lineNo: index + 1,
      articleId: line.articleId,
      productId: line.productId,
      quantity: line.quantity,
      qrType: line.qrType,
      description: line.description,
    })),
  );
  ctx.audit({ targetId: row.id, after: { number: row.number, lines: lines.length } });
  return quotationView(ctx.db, row, await languageOf(ctx.db, ctx.session.accountId, ctx.session.userId), now);
}

export async function listQuotations(
  ctx: SessionCallContext,
  input: In<typeof trade.listQuotations>,
): Promise<ListResult<QuotationRow>> {
  const now = ctx.services.now();
  const { rows, total } = await repo.listQuotations(ctx.db, {
    accountId: ctx.session.accountId,
    statuses: input.filters.status,
    search: input.search ? containsPattern(input.search) : undefined,
    sort: input.sort,
    size: input.size,
    offset: listOffset(input),
    now,
  });
  return { rows: rows.map((row) => toQuotationRow(row.quotation, row.requestedByName, now)), total };
}

/** The account's quotation, else common.notFound (another account's id answers like an unknown one). */
export async function ownedQuotation(ctx: SessionCallContext, quotationId: string, lock = false) {
  const row = await repo.findQuotation(ctx.db, ctx.session.accountId, quotationId, lock);
  if (!row) throw new AppError(ERRORS.common.notFound);
  return row;
}

export async function getQuotation(ctx: SessionCallContext, input: { quotationId: string }): Promise<Quotation> {
  const row = await ownedQuotation(ctx, input.quotationId);
  return quotationView(
    ctx.db,
    row,
    await languageOf(ctx.db, ctx.session.accountId, ctx.session.userId),
    ctx.services.now(),
  );
}

/** An issued quotation still valid may be decided; anything else answers trade.quotationNotOpen. */
export function requireOpen(row: repo.QuotationRecord, now: Date) {
  const status = effectiveStatus(row, now);
  if (status !== 'issued') throw new AppError(ERRORS.trade.quotationNotOpen, { status });
}

export async function refuseQuotation(ctx: SessionCallContext, input: In<typeof trade.refuse>): Promise<Quotation> {
  const now = ctx.services.now();
  const row = await ownedQuotation(ctx, input.quotationId, true);
  requireOpen(row, now);
  const refused = await repo.updateQuotation(ctx.db, row, {
    status: 'refused',
    decidedBy: ctx.session.userId,
    decidedAt: now,
    refusalReason: input.reason,
  });
  ctx.audit({ targetId: row.id, before: { status: row.status }, after: { status: 'refused', reason: input.reason } });
  return quotationView(ctx.db, refused, await languageOf(ctx.db, ctx.session.accountId, ctx.session.userId), now);
}
