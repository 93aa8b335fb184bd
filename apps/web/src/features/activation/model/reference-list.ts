import { readReference } from '@seal/shared';

/** One line of a typed or pasted list of references, read as the server will read it. */
export interface ListedReference {
  /** 1-based line of the list, to point the user at it. */
  line: number;
  typed: string;
  /** The printed form (`ABCD-1234-EFGH`) when it reads as a reference, else what was typed in capitals. */
  reference: string;
  problem: 'format' | 'check' | 'duplicate' | null;
  /** For a duplicate: the line where the reference came first. */
  firstLine?: number;
}

/**
 * Lines, commas, semicolons and tabs separate references (a column pasted from a spreadsheet,
 * a list from an e-mail); blanks inside a line do not, a reference may be typed in groups.
 */
const SEPARATORS = /[\r\n,;\t]+/;

/** Reads a list of references: each normalised and checked, a reference met again pointed out. */
export function parseReferenceList(text: string): ListedReference[] {
  const seen = new Map<string, number>();
  const entries: ListedReference[] = [];
  for (const typed of text.split(SEPARATORS).map((part) => part.trim())) {
    if (typed === '') continue;
    const line = entries.length + 1;
    const reading = readReference(typed);
    const reference = reading.ok ? reading.reference : typed.toUpperCase();
    const firstLine = seen.get(reference);
    if (firstLine !== undefined) {
      entries.push({ line, typed, reference, problem: 'duplicate', firstLine });
      continue;
    }
    seen.set(reference, line);
    entries.push({ line, typed, reference, problem: reading.ok ? null : reading.reason });
  }
  return entries;
}

/** The list written back one reference per line, each in its printed form: what the field shows once left. */
export const formatReferenceList = (entries: readonly ListedReference[]) =>
  entries.map((entry) => entry.reference).join('\n');

export interface ReferenceListSummary {
  count: number;
  invalid: number;
  duplicates: number;
}

export function summariseReferenceList(entries: readonly ListedReference[]): ReferenceListSummary {
  return {
    count: entries.length,
    invalid: entries.filter((entry) => entry.problem === 'format' || entry.problem === 'check').length,
    duplicates: entries.filter((entry) => entry.problem === 'duplicate').length,
  };
}
