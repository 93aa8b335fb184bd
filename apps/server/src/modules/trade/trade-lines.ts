import { sql } from 'drizzle-orm';
import {
  computeTotals,
  type ArticleKind,
  type Language,
  type QrType,
  type TradeStatus,
  type VatZone,
} from '@seal/shared';
import { CURRENCY, type Totals, type TradeLine } from '@seal/shared/contract/trade';
import { products, tradeArticles, users } from '../../db/schema';
import { productTitle } from '../products/product-sql';

/* What quotations and orders share: their lines as the contract shows them, their totals, names. */

export const articleName = (names: Record<string, string>, language: Language) =>
  names[language] ?? names.en ?? Object.values(names)[0] ?? '';

export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The columns of a line's article and product, for a select joined on both (the product left joined). */
export const lineJoinColumns = (accountId: string, language: Language) => ({
  articleCode: tradeArticles.code,
  articleNames: tradeArticles.names,
  articleKind: tradeArticles.kind,
  productTitle: sql<
    string | null
  >`case when ${products.id} is null then null else ${productTitle(accountId, language)} end`,
  productGtin: products.gtin,
});

export interface StoredLine {
  lineNo: number;
  articleId: string;
  productId: string | null;
  quantity: number;
  qrType: QrType;
  description: string | null;
  unitPriceCents: number | null;
  vatRateBp: number | null;
  weightGrams: number | null;
  lineStatus?: number | null;
  articleCode: string;
  articleNames: Record<string, string>;
  articleKind: ArticleKind;
  productTitle: string | null;
  productGtin: string | null;
}

export const toTradeLine = (line: StoredLine, language: Language): TradeLine => ({
  lineNo: line.lineNo,
  article: {
    id: line.articleId,
    code: line.articleCode,
    name: articleName(line.articleNames, language),
    kind: line.articleKind,
  },
  product: line.productId ? { id: line.productId, title: line.productTitle ?? '', gtin: line.productGtin } : null,
  quantity: line.quantity,
  qrType: line.qrType,
  description: line.description,
  unitPriceCents: line.unitPriceCents,
  vatRatePercent: line.vatRateBp === null ? null : line.vatRateBp / 100,
  weightGrams: line.weightGrams,
  lineStatus: (line.lineStatus ?? null) as TradeStatus | null,
});

/** Stored totals as the contract shows them; null while the lines are not priced. */
export const toTotals = (row: {
  totalExclCents: number | null;
  taxCents: number | null;
  totalInclCents: number | null;
}): Totals | null =>
  row.totalExclCents === null || row.taxCents === null || row.totalInclCents === null
    ? null
    : {
        exclTaxCents: row.totalExclCents,
        taxCents: row.taxCents,
        inclTaxCents: row.totalInclCents,
        currency: CURRENCY,
      };

/** The totals columns of priced lines for a buyer of `zone`. */
export function totalColumns(
  lines: readonly { quantity: number; unitPriceCents: number; vatRateBp: number }[],
  zone: VatZone | null,
) {
  const totals = computeTotals(lines, zone);
  return { totalExclCents: totals.exclTaxCents, taxCents: totals.taxCents, totalInclCents: totals.inclTaxCents };
}

export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
