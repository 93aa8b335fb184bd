import { describe, expect, it } from 'vitest';
import { rankProducts } from './rank-products';

describe('rankProducts', () => {
  it('ranks by count, ties by id with the unknown product last, and keeps the first `limit`', () => {
    const rows = [
      { productId: 'b', count: 5 },
      { productId: null, count: 5 },
      { productId: 'a', count: 5 },
      { productId: 'c', count: 9 },
      { productId: 'd', count: 1 },
      { productId: 'e', count: 0 },
    ];
    expect(rankProducts(rows, 4).map((row) => row.productId)).toEqual(['c', 'a', 'b', null]);
    expect(rankProducts(rows, 10).map((row) => row.productId)).toEqual(['c', 'a', 'b', null, 'd']);
    expect(rankProducts([], 10)).toEqual([]);
  });
});
