import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';
import { markUnavailable } from './unavailable';

/** What a group statement meets when the database went away under it: it may have committed. */
const lost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

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

  it('sends nothing again when the database went away under a group, and runs the next group once it is back', async () => {
    const written: number[] = [];
    let away = true;
    const write = createBatcher(async (items: number[]) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      // The statement reaches the database and commits, but its answer is lost with the connection.
      written.push(...items);
      if (away) throw lost();
      return items;
    });
    const settled = await Promise.allSettled([1, 2, 3].map(write));
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // Once each: no item was tried again alone.
    expect(written).toEqual([1, 2, 3]);
    away = false;
    expect(await Promise.all([4, 5].map(write))).toEqual([4, 5]);
    expect(written).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails every call of a group at once when no connection could be had', async () => {
    let runs = 0;
    const read = createBatcher<number, number>(async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 1));
      throw markUnavailable(new Error('database "seal" is not currently accepting connections'));
    });
    const settled = await Promise.allSettled([1, 2, 3, 4].map(read));
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    expect(runs).toBe(1);
  });
});
