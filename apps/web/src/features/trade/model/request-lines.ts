import { QR_TYPES, qrTypeNeedsGtin, type FieldIssue, type QrType, type trade } from '@seal/shared';

/** A line of the request form as antd holds it (nothing chosen yet is undefined). */
export interface LineValues {
  articleId?: string;
  productId?: string | null;
  quantity?: number | null;
  qrType?: QrType;
  description?: string | null;
}

export const emptyLine = (): LineValues => ({ quantity: 1, qrType: 'none' });

const isQrType = (value: string | null): value is QrType => (QR_TYPES as readonly string[]).includes(value ?? '');

/**
 * The first line from the query string: `?product=<id>&qrType=<type>` (the QR creator and the
 * nutritional QR link here to order codes for a product). Unknown QR types are ignored.
 */
export function prefilledLine(params: URLSearchParams): LineValues {
  const line = emptyLine();
  const product = params.get('product');
  const qrType = params.get('qrType');
  if (product) line.productId = product;
  if (isQrType(qrType)) line.qrType = qrType;
  return line;
}

/** What a line's QR type needs of its product, shown before sending: nothing, a product, or its GTIN. */
export function gtinProblem(
  line: LineValues,
  products: readonly trade.RequestOptions['products'][number][],
): 'productRequired' | 'gtinRequired' | null {
  if (!line.qrType || !qrTypeNeedsGtin(line.qrType)) return null;
  if (!line.productId) return 'productRequired';
  const product = products.find((item) => item.id === line.productId);
  return product && !product.gtin ? 'gtinRequired' : null;
}

/** The GTIN rule on every line (spec 001 section 5), as the server states it: on the line's product field. */
export function lineIssues(
  lines: readonly LineValues[],
  products: readonly trade.RequestOptions['products'][number][],
): FieldIssue[] {
  return lines.flatMap((line, index) => {
    const problem = gtinProblem(line, products);
    return problem
      ? [{ path: `lines.${index}.productId`, key: `errors.trade.${problem}`, params: { line: index + 1 } }]
      : [];
  });
}

/** The request the form's values describe, as the contract takes it. */
export function toRequest(values: Record<string, unknown>): trade.QuotationRequest {
  const lines = (values.lines as LineValues[] | undefined) ?? [];
  return {
    lines: lines.map((line) => ({
      articleId: line.articleId ?? '',
      productId: line.productId ?? null,
      quantity: Number(line.quantity ?? 0),
      qrType: line.qrType ?? 'none',
      description: line.description?.trim() || null,
    })),
    description: (values.description as string | undefined)?.trim() || null,
    termsAccepted: values.termsAccepted === true ? true : (false as unknown as true),
  };
}

/** The request's estimated total excluding tax, from the articles' prices (the seller's quotation decides). */
export function estimateCents(lines: readonly LineValues[], articles: readonly trade.ArticleOption[]): number {
  return lines.reduce((sum, line) => {
    const article = articles.find((item) => item.id === line.articleId);
    return sum + (article ? article.unitPriceCents * Number(line.quantity ?? 0) : 0);
  }, 0);
}
