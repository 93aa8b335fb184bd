import { describe, expect, it } from 'vitest';
import { mergeHistory } from './history-merge';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();

describe('mergeHistory', () => {
  it('merges every list in time order, whatever list an entry comes from', () => {
    const history = mergeHistory({
      activation: {
        date: at(0),
        product_title: 'Dark chocolate',
        activated_by: 'Alice Admin',
        target_country: 'FR',
        delivery_date: null,
      },
      consults: [
        { date: at(10), country: 'FR', lang: 'fr', outcome: 0 },
        { date: at(30), country: 'CN', lang: 'zh', outcome: 114 },
      ],
      errors: [{ date: at(20), error_type: 108, country: 'FR' }],
      forms: [{ date: at(40), location: null, img: null, kind: 'contact', request_type: 'question' }],
      states: [{ state: 6, state_change_date: at(25), reason: 'threshold', changed_by: null }],
    });
    expect(history.map((entry) => entry.op)).toEqual([0, 1, 2, 3, 1, 4]);
    expect(history[3]).toEqual({ op: 3, state: 6, state_change_date: at(25), reason: 'threshold', changed_by: null });
  });

  it('keeps the natural order at the same instant: activation, consultation, error, state change, form', () => {
    const history = mergeHistory({
      activation: { date: at(5), product_title: 'p', activated_by: 'a', target_country: null, delivery_date: null },
      consults: [{ date: at(5), country: null, lang: null, outcome: 0 }],
      errors: [{ date: at(5), error_type: 30, country: null }],
      forms: [{ date: at(5), location: null, img: null, kind: 'feedback', request_type: null }],
      states: [
        { state: 6, state_change_date: at(5), reason: 'first', changed_by: null },
        { state: 7, state_change_date: at(5), reason: 'second', changed_by: null },
      ],
    });
    expect(history.map((entry) => entry.op)).toEqual([0, 1, 2, 3, 3, 4]);
    expect(history.filter((entry) => entry.op === 3).map((entry) => entry.reason)).toEqual(['first', 'second']);
  });

  it('answers an empty history for empty lists without an activation', () => {
    expect(mergeHistory({ activation: null, consults: [], errors: [], forms: [], states: [] })).toEqual([]);
  });
});
