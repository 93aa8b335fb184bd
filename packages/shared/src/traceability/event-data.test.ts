import { describe, expect, it } from 'vitest';
import type { EventModelItem } from '../contract/trace-events';
import { readEventData } from './event-data';

const item = (
  aiTag: string,
  format: EventModelItem['format'],
  extra: Partial<EventModelItem> = {},
): EventModelItem => ({
  label: { en: aiTag },
  format,
  aiTag,
  listItems: [],
  mask: null,
  colourLevel: 0,
  targetCountry: false,
  mandatory: false,
  ...extra,
});

describe('readEventData', () => {
  const items = [
    item('10', 'text', { mandatory: true }),
    item('carrier', 'list', { listItems: [{ label: { en: 'Sea', fr: 'Mer' } }] }),
    item('dest', 'country'),
  ];

  it('reads values by AI tag, a list value in any language as its English label', () => {
    expect(readEventData(items, { '10': 'LOT42', carrier: 'mer', dest: 'fr' })).toEqual({
      values: { '10': 'LOT42', carrier: 'Sea', dest: 'FR' },
      issues: [],
    });
  });

  it('answers issues on data.<aiTag>: missing, unknown, of the wrong format', () => {
    const { issues } = readEventData(items, { carrier: 'Air', dest: 'XX', other: 'x' });
    expect(issues.map((issue) => `${issue.path} ${issue.key}`).sort()).toEqual([
      'data.10 validation.required',
      'data.carrier validation.choice',
      'data.dest validation.invalid',
      'data.other validation.invalid',
    ]);
  });
});
