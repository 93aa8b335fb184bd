import { describe, expect, it } from 'vitest';
import { dynamicValueIssues, toActivationInput, toCancellationInput, type DynamicItem } from './request-input';
import { validReference } from './test-references';

const items: DynamicItem[] = [
  { label: 'Lot', format: 'uppercase_text', mask: null, values: [], mandatory: true, public: false },
  { label: 'Bottled on', format: 'date', mask: null, values: [], mandatory: false, public: false },
  { label: 'Cask', format: 'list', mask: null, values: ['Oak'], mandatory: false, public: false },
];

describe('the activation request', () => {
  it('gives the dynamic data by label, leaving out what was not filled', () => {
    const reference = validReference(5);
    expect(
      toActivationInput(
        {
          method: 'single',
          reference: reference.toLowerCase(),
          productId: 'p1',
          dynamicValues: [' l-12 ', '', 'oak'],
          targetCountry: 'FR',
          deliveryDate: '2026-05-01',
        },
        items,
      ),
    ).toEqual({
      method: 'single',
      reference,
      productId: 'p1',
      dynamicData: { Lot: 'l-12', Cask: 'oak' },
      targetCountry: 'FR',
      deliveryDate: '2026-05-01',
    });
  });

  it('checks each dynamic data value by its format, and places its problem on its field', () => {
    expect(dynamicValueIssues(items, [undefined, '31/12/2026', 'Pine'])).toEqual([
      { path: 'dynamicValues.0', key: 'validation.required' },
      { path: 'dynamicValues.1', key: 'validation.invalid' },
      { path: 'dynamicValues.2', key: 'validation.choice' },
    ]);
    expect(dynamicValueIssues(items, ['L-12', '2026-12-31', 'oak'])).toEqual([]);
  });

  it('sends a blank reason of a cancellation as none', () => {
    const reference = validReference(6);
    expect(toCancellationInput({ method: 'reel', reference, reason: '  ' })).toEqual({
      method: 'reel',
      reference,
      reason: null,
    });
  });
});
