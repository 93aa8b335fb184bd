import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

describe('createBatcher', () => {
  it('runs a lone call alone, and groups the calls made together or while one is under way', async () => {
    const groups: number[][] = [];
    const double = createBatcher(async (items: number[]) => {
      groups.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((item) => item * 2);
    }, 3);
    expect(await double(1)).toBe(2);
    const results = await Promise.all([10, 11, 12, 13, 14].map(double));
    expect(results).toEqual([20, 22, 24, 26, 28]);
    // The lone call alone; the burst in order, in groups of at most 3.
    expect(groups).toEqual([[1], [10, 11, 12], [13, 14]]);
  });

  it('fails only the bad item of a failing group', async () => {
    const check = createBatcher(async (items: number[]) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (items.includes(13)) throw new Error('thirteen');
      return items;
    });
    const settled = await Promise.allSettled([11, 12, 13, 14].map(check));
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  });
});
