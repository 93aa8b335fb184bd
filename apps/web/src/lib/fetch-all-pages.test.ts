import { describe, expect, it, vi } from 'vitest';
import { LIST_MAX_SIZE, type ListInput } from '@seal/shared';
import { fetchAllPages } from './fetch-all-pages';

/** A server list of `count` numbered rows answering pages like the list contract does. */
function listOf(count: number) {
  const calls: ListInput[] = [];
  const fetcher = vi.fn(async (input: ListInput) => {
    calls.push(input);
    const size = input.size ?? 20;
    const start = ((input.page ?? 1) - 1) * size;
    const rows = Array.from({ length: Math.max(0, Math.min(size, count - start)) }, (_, i) => start + i);
    return { rows, total: count };
  });
  return { fetcher, calls };
}

const signal = () => new AbortController().signal;

describe('fetchAllPages', () => {
  it('reads every page in the largest size, keeping the search, sort and filters', async () => {
    const { fetcher, calls } = listOf(250);
    const progress: [number, number][] = [];
    const input: ListInput = {
      page: 3,
      size: 10,
      search: 'x',
      sort: { field: 'date', order: 'desc' },
      filters: { a: '1' },
    };
    const all = await fetchAllPages(fetcher, input, { signal: signal(), onProgress: (d, t) => progress.push([d, t]) });
    expect(all.rows).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(all).toMatchObject({ total: 250, capped: false });
    expect(calls.map((call) => [call.page, call.size])).toEqual([
      [1, LIST_MAX_SIZE],
      [2, LIST_MAX_SIZE],
      [3, LIST_MAX_SIZE],
    ]);
    expect(calls.every((call) => call.search === 'x' && call.sort?.field === 'date' && call.filters?.a === '1')).toBe(
      true,
    );
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });

  it('stops at the cap and says so', async () => {
    const { fetcher, calls } = listOf(1000);
    const all = await fetchAllPages(fetcher, {}, { cap: 150, signal: signal() });
    expect(all.rows).toHaveLength(150);
    expect(all).toMatchObject({ total: 1000, capped: true });
    expect(calls).toHaveLength(2);
  });

  it('answers no rows for an empty list after one call', async () => {
    const { fetcher, calls } = listOf(0);
    expect(await fetchAllPages(fetcher, {}, { signal: signal() })).toEqual({ rows: [], total: 0, capped: false });
    expect(calls).toHaveLength(1);
  });

  it('reads an exact multiple of the page size without an extra empty page beyond the total', async () => {
    const { fetcher, calls } = listOf(200);
    const all = await fetchAllPages(fetcher, {}, { signal: signal() });
    expect(all.rows).toHaveLength(200);
    expect(calls).toHaveLength(2);
  });

  it('stops when aborted', async () => {
    const { fetcher } = listOf(500);
    const controller = new AbortController();
    const reading = fetchAllPages(fetcher, {}, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(reading).rejects.toThrow();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
