import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RightsMap } from '@seal/shared';
import type { ImportRowError } from '@seal/shared/contract/products';
import type { Db } from '../../../db/client';
import { productScope } from '../product-scope';
import { AccountIndex } from './account-index';
import type { CsvRow } from './csv-source';
import { planRow, targetOf, type PlannedRow } from './import-plan';
import { loadIndex, loadProducts, loadThemeIds } from './import.repository';

/** Rows planned and written together: one transaction and a handful of statements each. */
export const IMPORT_CHUNK_ROWS = 1000;
/** Rows checked between two turns of the event loop. */
const ROWS_PER_TURN = 100;

export interface Planner {
  plan(rows: readonly CsvRow[]): Promise<PlannedRow[]>;
}

/**
 * Plans rows chunk after chunk against the account's keys, loading the products they update in
 * one query: only those of the importer's scope, so a row keyed to another entity's product is
 * refused as a SKU (or asked as a GTIN) already used, never an update.
 */
export async function createPlanner(
  db: Db,
  options: { accountId: string; entityId: string; rights: RightsMap; confirmGtinReuse: boolean },
): Promise<Planner> {
  const index = new AccountIndex(await loadIndex(db, options.accountId));
  const scope = await productScope(db, options);
  const themeIds = await loadThemeIds(db, options.accountId);
  const fileKeys = new Map<string, number>();
  return {
    async plan(rows) {
      const ids = rows.map((row) => targetOf(row, index).productId).filter((id): id is string => id !== undefined);
      const current = await loadProducts(db, scope, ids);
      const { rights, confirmGtinReuse } = options;
      const context = { index, rights, confirmGtinReuse, current, fileKeys, themeIds };
      const planned: PlannedRow[] = [];
      for (const row of rows) {
        planned.push(planRow(row, context));
        // A row takes a fraction of a millisecond to check: other requests run between slices.
        if (planned.length % ROWS_PER_TURN === 0) await nextTurn();
      }
      return planned;
    },
  };
}

export const rowErrors = (rows: readonly PlannedRow[]): ImportRowError[] =>
  rows.filter((row) => row.issues.length > 0).map((row) => ({ line: row.line, issues: row.issues }));

export function* chunks<T>(items: readonly T[], size = IMPORT_CHUNK_ROWS): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
