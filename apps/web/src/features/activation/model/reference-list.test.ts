import { describe, expect, it } from 'vitest';
import { formatReferenceList, parseReferenceList, summariseReferenceList } from './reference-list';
import { mistyped, validReference } from './test-references';

const [a, b] = [validReference(1), validReference(2)];

describe('parseReferenceList', () => {
  it('reads one reference per line, however it was typed, blank lines skipped', () => {
    const typed = `${a.toLowerCase().replaceAll('-', '')}\n\n  ${b.replaceAll('-', ' ')}  \r\n`;
    expect(parseReferenceList(typed)).toEqual([
      { line: 1, typed: a.toLowerCase().replaceAll('-', ''), reference: a, problem: null },
      { line: 2, typed: b.replaceAll('-', ' '), reference: b, problem: null },
    ]);
  });

  it('splits a list pasted from a spreadsheet or a mail on tabs, commas and semicolons', () => {
    expect(parseReferenceList(`${a}\t${b};${a.toLowerCase()},`).map((entry) => entry.reference)).toEqual([a, b, a]);
  });

  it('points out a reference met again, with the line where it came first', () => {
    const entries = parseReferenceList(`${a}\n${b}\n${a.replaceAll('-', '').toLowerCase()}`);
    expect(entries[2]).toMatchObject({ line: 3, reference: a, problem: 'duplicate', firstLine: 1 });
  });

  it('tells a mistyped check character from something that is no reference', () => {
    const entries = parseReferenceList(`${mistyped(a)}\nhello`);
    expect(entries.map((entry) => entry.problem)).toEqual(['check', 'format']);
    expect(entries[1]?.reference).toBe('HELLO');
  });
});

describe('the list once read', () => {
  it('writes it back one printed reference per line and counts its problems', () => {
    const entries = parseReferenceList(`${a.toLowerCase()}, ${b}, ${a}, nope`);
    expect(formatReferenceList(entries)).toBe(`${a}\n${b}\n${a}\nNOPE`);
    expect(summariseReferenceList(entries)).toEqual({ count: 4, invalid: 1, duplicates: 1 });
  });
});
