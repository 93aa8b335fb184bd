import { describe, expect, it } from 'vitest';
import { csvBlob, csvFileName, neutraliseCell, quoteField, toCsv, type CsvColumn } from './csv';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+33 1 23', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])(
    'prefixes a formula-looking text %j with a single quote',
    (text) => expect(neutraliseCell(text)).toBe(`'${text}`),
  );

  it('leaves ordinary text, numbers (negative too), booleans and blanks as they are', () => {
    expect(neutraliseCell('Bordeaux 2019')).toBe('Bordeaux 2019');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(-3)).toBe('-3');
    expect(neutraliseCell(12.5)).toBe('12.5');
    expect(neutraliseCell(true)).toBe('true');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });
});

describe('quoteField', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('two\nlines')).toBe('"two\nlines"');
    expect(quoteField('cr\r')).toBe('"cr\r"');
    expect(quoteField('plain')).toBe('plain');
    expect(quoteField('')).toBe('');
  });
});

describe('toCsv', () => {
  type Row = { country: string; count: number; comment: string | null };
  const columns: CsvColumn<Row>[] = [
    { title: 'Country', value: (row) => row.country },
    { title: 'Count', value: (row) => row.count },
    { title: 'Comment, free', value: (row) => row.comment },
  ];

  it('writes the headers then one CRLF-ended line per row, neutralised then quoted', () => {
    const csv = toCsv(columns, [
      { country: 'France', count: 12, comment: '=cmd|"/c calc"!A1' },
      { country: '中国', count: 3, comment: null },
    ]);
    expect(csv).toBe('Country,Count,"Comment, free"\r\nFrance,12,"\'=cmd|""/c calc""!A1"\r\n中国,3,\r\n');
  });

  it('writes only the headers for no rows', () => {
    expect(toCsv(columns, [])).toBe('Country,Count,"Comment, free"\r\n');
  });
});

describe('csvBlob', () => {
  it('starts with the UTF-8 byte order mark', async () => {
    const bytes = new Uint8Array(await csvBlob('a\r\n').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('a\r\n');
  });
});

describe('csvFileName', () => {
  it('joins the parts into a safe name', () => {
    expect(csvFileName('consultations', '2026-01-01', '2026-01-31')).toBe('consultations-2026-01-01-2026-01-31.csv');
    expect(csvFileName('by country/é', '')).toBe('by-country.csv');
    expect(csvFileName('')).toBe('export.csv');
  });
});
