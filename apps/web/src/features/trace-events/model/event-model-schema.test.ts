import { describe, expect, it } from 'vitest';
import { formIssues, withoutEmptyTranslations } from './event-model-schema';

const item = (label: string, aiTag: string, extra: Record<string, unknown> = {}) => ({
  label: { en: label, fr: '', zh: undefined },
  format: 'text',
  aiTag,
  ...extra,
});
const model = (items: unknown[]) => ({ name: { en: 'Bottling', fr: '' }, items, options: {} });

describe('the event model form', () => {
  it('takes an empty French or Chinese text as none (the English one shows)', () => {
    expect(
      withoutEmptyTranslations({ name: { en: 'A', fr: '', zh: null }, items: [{ label: { en: 'B', fr: 'C' } }] }),
    ).toEqual({
      name: { en: 'A' },
      items: [{ label: { en: 'B', fr: 'C' } }],
    });
  });

  it('points at the English name when only another language is given', () => {
    expect(formIssues({ ...model([]), name: { en: '', fr: 'Mise en bouteille' } })).toContainEqual(
      expect.objectContaining({ path: 'name.en' }),
    );
  });

  it('shows the server rules on their fields: an AI tag used twice, a list without a choice', () => {
    const issues = formIssues(model([item('Batch', '10'), item('Lot', '10'), item('Colour', 'C', { format: 'list' })]));
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'items.1.aiTag', key: 'validation.unique' },
        { path: 'items.2.listItems', key: 'validation.listEmpty' },
      ]),
    );
  });

  it('accepts a model the rules accept', () => {
    expect(formIssues(model([item('Batch', '10'), item('Date', '11', { format: 'date' })]))).toEqual([]);
  });
});
