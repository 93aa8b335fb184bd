import { AppError, ERRORS } from '@seal/shared';
import type { Db } from '../../../db/client';
import { buyerSettings } from '../buyer.repository';
import { findArticles } from '../catalogue/catalogue.repository';
import { totalColumns } from '../trade-lines';
import * as repo from './quotations.repository';

export const DEFAULT_VALIDITY_DAYS = 30;
const DAY_MS = 86_400_000;

export interface IssueOptions {
  number: string;
  validityDays?: number;
  /** Prices of single lines (line number -> cents), replacing the account's price. */
  prices?: ReadonlyMap<number, number>;
  now: Date;
}

/**
 * The seller issues a requested quotation (`npm run trade -- quote`): every line priced at the
 * account's price (its price list, else the catalogue's) unless given, with the article's VAT rate
 * and weight; the totals for the company's VAT zone; valid `validityDays` days.
 */
export async function issueQuotation(db: Db, options: IssueOptions) {
  return db.transaction(async (tx) => {
    const row = await repo.findQuotationByNumber(tx as unknown as Db, options.number, true);
    if (!row) throw new AppError(ERRORS.common.notFound);
    if (row.status !== 'requested') throw new AppError(ERRORS.trade.quotationNotOpen, { status: row.status });
    const lines = await repo.findLines(tx as unknown as Db, row, 'en');
    for (const lineNo of options.prices?.keys() ?? [])
      if (!lines.some((line) => line.lineNo === lineNo)) throw new AppError(ERRORS.common.notFound, { line: lineNo });
    const articles = await findArticles(tx as unknown as Db, row.accountId, {
      ids: lines.map((line) => line.articleId),
      all: true,
    });
    const priced = lines.map((line) => {
      const article = articles.find((candidate) => candidate.id === line.articleId)!;
      return {
        lineNo: line.lineNo,
        quantity: line.quantity,
        unitPriceCents: options.prices?.get(line.lineNo) ?? article.accountPriceCents,
        vatRateBp: article.vatRateBp,
        weightGrams: line.quantity * article.unitWeightGrams,
      };
    });
    for (const line of priced)
      await repo.priceLine(tx as unknown as Db, row, line.lineNo, {
        unitPriceCents: line.unitPriceCents,
        vatRateBp: line.vatRateBp,
        weightGrams: line.weightGrams,
      });
    const { vatZone } = await buyerSettings(tx as unknown as Db, row.accountId);
    const validityDays = options.validityDays ?? DEFAULT_VALIDITY_DAYS;
    return repo.updateQuotation(tx as unknown as Db, row, {
      status: 'issued',
      issuedAt: options.now,
      validUntil: new Date(options.now.getTime() + validityDays * DAY_MS),
      ...totalColumns(priced, vatZone),
    });
  });
}
