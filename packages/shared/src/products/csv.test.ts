import { describe, expect, it } from 'vitest';
import { CsvError, detectSeparator, neutraliseCell, parseCsv, restoreCell, toCsv } from './csv';

const cells = (text: string) => parseCsv(text).records.map((record) => record.cells);

describe('parseCsv', () => {
  it('reads plain records separated by LF, CRLF or CR', () => {
    expect(cells('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('drops a UTF-8 byte-order mark before the first cell', () => {
    expect(cells('\uFEFFsku,gtin\nA,1')[0]).toEqual(['sku', 'gtin']);
  });

  it('reads quoted cells holding separators, doubled quotes and line breaks', () => {
    expect(cells('"a,b","say ""hi""","two\r\nlines"\nnext,x,y')).toEqual([
      ['a,b', 'say "hi"', 'two\r\nlines'],
      ['next', 'x', 'y'],
    ]);
  });

  it('numbers each record by the line it starts on, counting lines inside quotes', () => {
    const { records } = parseCsv('h\n"1\n2"\nlast');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('keeps empty cells and skips blank lines', () => {
    expect(cells('a,,c\n\n,,\n""\n')).toEqual([['a', '', 'c'], ['', '', ''], ['']]);
  });

  it('reads semicolon files, detected from the first line outside quotes', () => {
    expect(detectSeparator('"a,b";c;d\n1,2,3,4,5')).toBe(';');
    expect(detectSeparator('sku,title_en;x\n')).toBe(',');
    expect(cells('sku;title\nA;"x;y"')).toEqual([
      ['sku', 'title'],
      ['A', 'x;y'],
    ]);
  });

  it('refuses an unclosed quote, naming the line it opened on', () => {
    expect(() => parseCsv('a\n"open\nstill')).toThrow(CsvError);
    try {
      parseCsv('a\n"open\nstill');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
      expect((error as CsvError).reason).toBe('unclosedQuote');
    }
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('"a"b,c')).toThrow(/textAfterQuote/);
  });

  it('takes a quote inside an unquoted cell literally', () => {
    expect(cells('5" screen,x')).toEqual([['5" screen', 'x']]);
  });
});

describe('toCsv', () => {
  it('quotes only cells that need it and ends lines with CRLF after a byte-order mark', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'x\ny', ' pad']])).toBe('\uFEFFa,"b,c","say ""hi""","x\ny"," pad"\r\n');
  });

  it('reads back what it writes', () => {
    const rows = [
      ['sku', 'title'],
      ['A;1', 'line\r\nbreak "q"'],
      ['', '北京'],
    ];
    expect(cells(toCsv(rows, ';'))).toEqual(rows);
  });

  it('neutralises formula cells with an apostrophe on export', () => {
    for (const formula of ["=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseCell(formula)).toBe(`'${formula}`);
      expect(restoreCell(neutraliseCell(formula))).toBe(formula);
    }
    expect(neutraliseCell('plain')).toBe('plain');
    expect(toCsv([['=HYPERLINK("http://x")']])).toBe('\uFEFF"\'=HYPERLINK(""http://x"")"\r\n');
  });

  it('leaves an apostrophe that does not guard a formula alone on import', () => {
    expect(restoreCell("'quoted'")).toBe("'quoted'");
  });
});
