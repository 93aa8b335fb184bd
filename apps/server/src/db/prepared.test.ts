import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/app';
import { runPrepared } from './prepared';

const database = await freshDatabase();
afterAll(() => database.close());
const echo = (values: [string, string]) =>
  runPrepared<{ text: string }>(database.db, 'echo_text', 'select $1::text || $2::text as text', values);

describe('a statement run as a prepared statement', () => {
  it('answers each of its first uses when they come together (prepared once on the embedded engine)', async () => {
    const rows = await Promise.all(['a', 'b', 'c', 'd'].map((value) => echo([value, '!'])));
    expect(rows.map(([row]) => row?.text)).toEqual(['a!', 'b!', 'c!', 'd!']);
  });

  it('keeps a string whole, quotes and backslashes included', async () => {
    const value = `it's a \\ "test"; drop table x; --`;
    const [row] = await echo([value, '']);
    expect(row?.text).toBe(value);
  });
});
