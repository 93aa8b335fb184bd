import { describe, expect, it } from 'vitest';
import type { EventModelFields } from '../contract/trace-events';
import { eventModelProblems } from './event-model-rules';

type Item = NonNullable<EventModelFields['items']>[number];
const item = (en: string, aiTag: string, extra: Partial<Item> = {}): Item => ({
  label: { en },
  format: 'text',
  aiTag,
  ...extra,
});
const problems = (...items: Item[]) => eventModelProblems({ items }).map((issue) => `${issue.path} ${issue.key}`);

describe('eventModelProblems', () => {
  it('accepts a sound model', () => {
    expect(
      problems(
        item('Lot', '10'),
        item('Carrier', 'carrier', {
          format: 'list',
          listItems: [{ label: { en: 'Road' } }, { label: { en: 'Sea' } }],
        }),
        item('Plate', 'plate', { format: 'masked_text', mask: 'AA-999' }),
        item('Destination', 'dest', { format: 'country', targetCountry: true }),
      ),
    ).toEqual([]);
  });

  it('refuses a data-item label used twice, whatever its case and language', () => {
    expect(problems(item('Lot', '10'), item(' lot ', '11'))).toEqual(['items.1.label validation.unique']);
    expect(problems(item('Lot', '10', { label: { en: 'Lot', fr: 'Numéro' } }), item('NUMÉRO', '11'))).toEqual([
      'items.1.label validation.unique',
    ]);
  });

  it('refuses an AI tag used twice in the model', () => {
    expect(problems(item('Lot', '10'), item('Batch', '10'))).toEqual(['items.1.aiTag validation.unique']);
  });

  it('refuses a list without items and a list item label used twice in its list', () => {
    expect(problems(item('Carrier', 'c', { format: 'list' }))).toEqual(['items.0.listItems validation.listEmpty']);
    expect(
      problems(
        item('Carrier', 'c', { format: 'list', listItems: [{ label: { en: 'Road' } }, { label: { en: 'ROAD' } }] }),
      ),
    ).toEqual(['items.0.listItems.1.label validation.unique']);
  });

  it('allows the same list item label in two lists', () => {
    const listItems = [{ label: { en: 'Other' } }];
    expect(
      problems(item('A', 'a', { format: 'list', listItems }), item('B', 'b', { format: 'list', listItems })),
    ).toEqual([]);
  });

  it('asks a masked text for its mask', () => {
    expect(problems(item('Plate', 'p', { format: 'masked_text', mask: null }))).toEqual([
      'items.0.mask validation.required',
    ]);
  });

  it('sets the target-country flag on a country item only', () => {
    expect(problems(item('Port', 'p', { targetCountry: true }))).toEqual([
      'items.0.targetCountry validation.countryOnly',
    ]);
  });
});
