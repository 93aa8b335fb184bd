import type { TestApp } from './app';

/**
 * Runs `run` while the database refuses every insert into `table` (a trigger raising an error): a
 * write that fails half way through a call, as a full disk or a broken constraint would.
 */
export async function withFailingInserts<T>(t: TestApp, table: string, run: () => Promise<T>): Promise<T> {
  await t.database.executeSql(`create or replace function seal_test_refuse_insert() returns trigger
    language plpgsql as $$ begin raise exception 'insert refused by the test'; end $$`);
  await t.database.executeSql(`create trigger seal_test_refuse_insert before insert on ${table}
    for each row execute function seal_test_refuse_insert()`);
  try {
    return await run();
  } finally {
    await t.database.executeSql(`drop trigger seal_test_refuse_insert on ${table}`);
  }
}
