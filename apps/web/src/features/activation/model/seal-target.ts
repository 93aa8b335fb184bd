import { activation, readReference, type FieldIssue } from '@seal/shared';
import { parseReferenceList, summariseReferenceList } from './reference-list';
import { REFERENCE_SHAPE, type SealMethod } from './seal-methods';

/** The wizard's fields naming the seals: one reference, a first and a last, or a list. */
export interface TargetValues {
  method?: SealMethod;
  reference?: string;
  first?: string;
  last?: string;
  referenceList?: string;
}

const KEY = {
  format: 'validation.reference',
  check: 'activation:problems.check',
  list: 'activation:problems.list',
  tooMany: 'activation:problems.tooMany',
} as const;

/** The problem of one reference field, caught before the server is asked: missing, mistyped, wrong check. */
function referenceIssue(path: string, value: string | undefined): FieldIssue | null {
  if (!value?.trim()) return { path, key: 'validation.required' };
  const reading = readReference(value);
  if (reading.ok) return null;
  return { path, key: reading.reason === 'check' ? KEY.check : KEY.format };
}

function listIssues(value: string | undefined): FieldIssue[] {
  const path = 'referenceList';
  const entries = parseReferenceList(value ?? '');
  if (entries.length === 0) return [{ path, key: 'validation.required' }];
  if (entries.length > activation.MAX_REFERENCES_PER_REQUEST) {
    return [{ path, key: KEY.tooMany, params: { max: activation.MAX_REFERENCES_PER_REQUEST, count: entries.length } }];
  }
  // The lines to correct are listed under the box as the user types (ReferenceListInput).
  const { invalid, duplicates } = summariseReferenceList(entries);
  return invalid + duplicates > 0 ? [{ path, key: KEY.list, params: { invalid, duplicates } }] : [];
}

/** Everything wrong with the references of the chosen method, as issues on its fields. */
export function targetIssues(values: TargetValues): FieldIssue[] {
  if (!values.method) return [{ path: 'method', key: 'validation.required' }];
  switch (REFERENCE_SHAPE[values.method]) {
    case 'one':
      return [referenceIssue('reference', values.reference)].filter((issue) => issue !== null);
    case 'range':
      return [referenceIssue('first', values.first), referenceIssue('last', values.last)].filter(
        (issue) => issue !== null,
      );
    case 'list':
      return listIssues(values.referenceList);
  }
}

const printed = (value: string | undefined) => {
  const reading = readReference(value ?? '');
  return reading.ok ? reading.reference : (value ?? '').trim().toUpperCase();
};

/** The seals the request names, in the contract's shape, each reference in its printed form. */
export function toSealTarget(values: TargetValues): activation.SealTarget {
  const method = values.method ?? 'single';
  switch (method) {
    case 'reel':
    case 'single':
      return { method, reference: printed(values.reference) };
    case 'range':
      return { method, first: printed(values.first), last: printed(values.last) };
    case 'reels':
    case 'multiple':
      return { method, references: parseReferenceList(values.referenceList ?? '').map((entry) => entry.reference) };
  }
}

/** The reference the result links to (private consultation): the first the request names. */
export function firstReferenceOf(target: activation.SealTarget): string | undefined {
  if ('reference' in target) return target.reference;
  if ('first' in target) return target.first;
  return target.references[0];
}
