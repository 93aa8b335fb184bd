import { AppError, ERRORS, LIMITS } from '@seal/shared';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, csvRecords, restoreCell, type CsvRecord } from '@seal/shared/products/csv';
import { productCsvColumn } from '@seal/shared/products/csv-columns';

export interface CsvRow {
  line: number;
  /** Cells of the template's columns, by column name; formula guards of an export are undone. */
  cells: Map<string, string>;
}

export interface CsvSource {
  columns: string[];
  ignoredColumns: string[];
  rows: CsvRow[];
}

// Text never holds NUL or the other C0 controls but tab, LF and CR: their presence means a binary file.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Records read between two turns of the event loop: a few milliseconds of work each time. */
export const RECORDS_PER_TURN = 500;

/**
 * Reads an import file: at most 10 MB of UTF-8 text, RFC 4180, with a header naming template
 * columns. Anything else is refused as a whole (product.csvOnly, common.tooLarge). A 10 MB file
 * takes seconds to read, so it is read a slice at a time, letting other requests run in between.
 */
export async function readCsvSource(text: string): Promise<CsvSource> {
  if (Buffer.byteLength(text, 'utf8') > LIMITS.transferBytes) throw new AppError(ERRORS.common.tooLarge);
  if (BINARY.test(text)) throw new AppError(ERRORS.product.csvOnly, { reason: 'binary' });
  const records: CsvRecord[] = [];
  try {
    for (const record of csvRecords(text)) {
      records.push(record);
      if (records.length % RECORDS_PER_TURN === 0) await nextTurn();
    }
  } catch (error) {
    if (error instanceof CsvError)
      throw new AppError(ERRORS.product.csvOnly, { reason: error.reason, line: error.line });
    throw error;
  }
  const [header, ...data] = records;
  const names = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const known = names.map((name) => productCsvColumn(name)?.name);
  const columns = known.filter((name): name is string => name !== undefined);
  if (columns.length === 0) throw new AppError(ERRORS.product.csvOnly, { reason: 'header' });
  if (new Set(columns).size !== columns.length)
    throw new AppError(ERRORS.product.csvOnly, { reason: 'duplicateColumn' });
  const ignoredColumns = names.filter((name, index) => known[index] === undefined && name !== '');

  const rows: CsvRow[] = [];
  for (const { line, cells } of data) {
    const byColumn = new Map<string, string>();
    cells.forEach((cell, index) => {
      const name = known[index];
      if (name) byColumn.set(name, restoreCell(cell.trim()));
    });
    rows.push({ line, cells: byColumn });
    if (rows.length % RECORDS_PER_TURN === 0) await nextTurn();
  }
  return { columns, ignoredColumns, rows };
}
