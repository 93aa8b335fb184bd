import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './deadlock';

/** An error as drizzle throws it: the driver's error, with its SQLSTATE, as the cause. */
const failedQuery = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('retryOnDeadlock', () => {
  it('runs a transaction chosen as a deadlock victim again, and answers what the next attempt answers', async () => {
    let runs = 0;
    const answer = await retryOnDeadlock(async () => {
      runs++;
      if (runs === 1) throw failedQuery('40P01');
      return 'written';
    });
    expect({ answer, runs }).toEqual({ answer: 'written', runs: 2 });
  });

  it('gives up after its attempts, with the last error', async () => {
    let runs = 0;
    const attempt = retryOnDeadlock(async () => {
      runs++;
      throw failedQuery('40P01');
    }, 3);
    await expect(attempt).rejects.toThrow('Failed query');
    expect(runs).toBe(3);
  });

  it('does not run again on any other error', async () => {
    let runs = 0;
    const attempt = retryOnDeadlock(async () => {
      runs++;
      throw failedQuery('23P01');
    });
    await expect(attempt).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});
