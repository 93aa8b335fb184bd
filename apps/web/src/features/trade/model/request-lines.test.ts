import { describe, expect, it } from 'vitest';
import { estimateCents, gtinProblem, lineIssues, prefilledLine, toRequest } from './request-lines';

const products = [
  { id: 'p-gtin', title: 'Wine', gtin: '03012345678900' },
  { id: 'p-none', title: 'Cheese', gtin: null },
];

describe('request lines', () => {
  it('prefills the first line from ?product= and ?qrType=', () => {
    expect(prefilledLine(new URLSearchParams('product=p-gtin&qrType=nutritionQr'))).toEqual({
      quantity: 1,
      qrType: 'nutritionQr',
      productId: 'p-gtin',
    });
    expect(prefilledLine(new URLSearchParams('qrType=bogus')).qrType).toBe('none');
  });

  it('tells a QR type needs a product with a GTIN before sending', () => {
    expect(gtinProblem({ qrType: 'none' }, products)).toBeNull();
    expect(gtinProblem({ qrType: 'digitalLinkQr' }, products)).toBe('productRequired');
    expect(gtinProblem({ qrType: 'digitalLinkQr', productId: 'p-none' }, products)).toBe('gtinRequired');
    expect(gtinProblem({ qrType: 'digitalLinkDataMatrix', productId: 'p-gtin' }, products)).toBeNull();
  });

  it('puts the GTIN rule on the product field of the line, numbered from 1', () => {
    expect(lineIssues([{ qrType: 'none' }, { qrType: 'nutritionQr', productId: 'p-none' }], products)).toEqual([
      { path: 'lines.1.productId', key: 'errors.trade.gtinRequired', params: { line: 2 } },
    ]);
  });

  it('makes the contract request: trimmed descriptions, null when blank', () => {
    const request = toRequest({
      lines: [{ articleId: 'a', productId: undefined, quantity: 3, qrType: 'none', description: '  ' }],
      description: ' urgent ',
      termsAccepted: true,
    });
    expect(request).toEqual({
      lines: [{ articleId: 'a', productId: null, quantity: 3, qrType: 'none', description: null }],
      description: 'urgent',
      termsAccepted: true,
    });
  });

  it('estimates the total from the account prices', () => {
    const articles = [{ id: 'a', code: 'S1', name: 'Seals', kind: 'seal' as const, unitPriceCents: 12 }];
    expect(
      estimateCents(
        [
          { articleId: 'a', quantity: 1000 },
          { articleId: 'x', quantity: 5 },
        ],
        articles,
      ),
    ).toBe(12000);
  });
});
