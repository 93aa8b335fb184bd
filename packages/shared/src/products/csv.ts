/**
 * A small RFC 4180 reader and writer, for the product import and export (no CSV dependency:
 * the rules fit in a page). Reading accepts what spreadsheets write: a UTF-8 byte-order mark,
 * CRLF, LF or CR line ends, `,` or `;` separators, quoted cells holding separators, quotes ("")
 * and line breaks. Writing quotes only where needed and neutralises formulas.
 */
export type CsvSeparator = ',' | ';';

/** A malformed file: `line` is the 1-based line where reading stopped. */
export class CsvError extends Error {
  constructor(
    readonly reason: 'unclosedQuote' | 'textAfterQuote',
    readonly line: number,
  ) {
    super(`CSV ${reason} at line ${line}`);
    this.name = 'CsvError';
  }
}

/** A record with the 1-based line it starts on (a quoted cell can span lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface ParsedCsv {
  separator: CsvSeparator;
  records: CsvRecord[];
}

const BOM = '\uFEFF';

/** The separator of the first line, counted outside quotes; a tie (one column) reads as a comma. */
export function detectSeparator(text: string): CsvSeparator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = text.startsWith(BOM) ? 1 : 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Reads every record; blank lines are skipped. Throws CsvError on a malformed quote. */
export function parseCsv(input: string, separator: CsvSeparator = detectSeparator(input)): ParsedCsv {
  return { separator, records: [...csvRecords(input, separator)] };
}

/**
 * The records one by one, so a caller reading a large file can let other work run between them
 * (the server answers other requests while it reads a 10 MB import).
 */
export function* csvRecords(input: string, separator: CsvSeparator = detectSeparator(input)): Generator<CsvRecord> {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  // A line holding only "" is a record with one empty cell, not a blank line.
  let quotedInRecord = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;

  // endRecord collects here; the loop hands them out as soon as they are complete.
  const endRecord = () => {
    cells.push(cell);
    if (quotedInRecord || cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    quotedInRecord = false;
  };
  const skipLineBreak = () => {
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    line += 1;
  };

  while (i < text.length) {
    const char = text[i];
    if (char === '"' && cell === '') {
      const startLine = line;
      quotedInRecord = true;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvError('unclosedQuote', startLine);
        const inner = text[i]!;
        if (inner === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (inner === '"') {
          i += 1;
          break;
        } else if (inner === '\r' || inner === '\n') {
          cell += inner === '\r' && text[i + 1] === '\n' ? '\r\n' : inner;
          skipLineBreak();
        } else {
          cell += inner;
          i += 1;
        }
      }
      const next = text[i];
      if (next !== undefined && next !== separator && next !== '\r' && next !== '\n') {
        throw new CsvError('textAfterQuote', line);
      }
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      skipLineBreak();
      recordLine = line;
      yield* records.splice(0);
    } else {
      // A plain cell runs to the next separator or line end: one slice, not a character at a time.
      let end = i + 1;
      while (end < text.length && text[end] !== separator && text[end] !== '\r' && text[end] !== '\n') end += 1;
      cell += text.slice(i, end);
      i = end;
    }
  }
  if (cell !== '' || cells.length > 0 || quotedInRecord) endRecord();
  yield* records;
}

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a cell a spreadsheet would run as a formula with an apostrophe, so it shows as text. */
export const neutraliseCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** Undoes `neutraliseCell` on import, so an exported file imports back unchanged. */
export const restoreCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

function quoteCell(value: string, separator: CsvSeparator): string {
  const safe = neutraliseCell(value);
  const needsQuotes = safe.includes(separator) || /["\r\n]/.test(safe) || safe !== safe.trim();
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text with a byte-order mark (spreadsheets then read UTF-8) and CRLF line ends, as RFC 4180 says. */
export function toCsv(rows: readonly (readonly string[])[], separator: CsvSeparator = ','): string {
  return BOM + rows.map((row) => row.map((cell) => quoteCell(cell, separator)).join(separator)).join('\r\n') + '\r\n';
}
