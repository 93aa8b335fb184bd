import { downloadBlob } from './download';
/**
 * CSV export of the console's tables: RFC 4180 (CRLF line ends, a field quoted when it holds a
 * comma, a double quote or a line break, its quotes doubled), UTF-8 with a byte order mark so
 * Excel reads accents and Chinese correctly. A cell a spreadsheet would take for a formula (it
 * starts with =, +, -, @, a tab or a carriage return) is prefixed with a single quote, so an
 * exported comment typed by a consumer never runs in the reader's spreadsheet (CSV injection).
 */

export type CsvCell = string | number | boolean | null | undefined;

/** A column of an export: its header and how a row gives its value. */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvCell;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a cell, with a leading single quote when a spreadsheet would read a formula. */
export function neutraliseCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell);
  // A number is written by us, not typed by someone: -3 stays a number.
  if (typeof cell === 'number') return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field as RFC 4180 writes it. */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of rows (headers first), without the byte order mark. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const line = (cells: CsvCell[]) => cells.map((cell) => quoteField(neutraliseCell(cell))).join(',');
  return [line(columns.map((column) => column.title)), ...rows.map((row) => line(columns.map((c) => c.value(row))))]
    .map((text) => `${text}\r\n`)
    .join('');
}

const BOM = '\uFEFF';

/** The file of an export: UTF-8 with its byte order mark. */
export const csvBlob = (csv: string) => new Blob([BOM + csv], { type: 'text/csv;charset=utf-8' });

/** A file name safe on every system: `consultations-2026-01-01-2026-01-31.csv`. */
export function csvFileName(...parts: string[]): string {
  const base = parts
    .filter(Boolean)
    .join('-')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'export'}.csv`;
}

/** Makes the browser download a CSV text as a file. */
export const downloadCsv = (fileName: string, csv: string): void => downloadBlob(fileName, csvBlob(csv));
