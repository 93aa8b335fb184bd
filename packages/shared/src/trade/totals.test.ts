import { describe, expect, it } from 'vitest';
import { computeTotals, vatMentionOf } from './totals';

describe('trade totals', () => {
  const lines = [
    { quantity: 3, unitPriceCents: 1999, vatRateBp: 2000 },
    { quantity: 1, unitPriceCents: 1001, vatRateBp: 550 },
    { quantity: 2, unitPriceCents: 333, vatRateBp: 2000 },
  ];

  it('charges each rate on the sum of its lines, rounded half away from zero', () => {
    const totals = computeTotals(lines, 'domestic');
    expect(totals.byRate).toEqual([
      { vatRateBp: 2000, baseCents: 6663, taxCents: 1333 },
      { vatRateBp: 550, baseCents: 1001, taxCents: 55 },
    ]);
    expect(totals).toMatchObject({ exclTaxCents: 7664, taxCents: 1388, inclTaxCents: 9052 });
  });

  it('invoices EU and non-EU buyers at 0 % with their mention', () => {
    for (const zone of ['eu', 'non_eu'] as const) {
      const totals = computeTotals(lines, zone);
      expect(totals).toMatchObject({ exclTaxCents: 7664, taxCents: 0, inclTaxCents: 7664 });
      expect(totals.byRate).toEqual([{ vatRateBp: 0, baseCents: 7664, taxCents: 0 }]);
    }
    expect([vatMentionOf('eu'), vatMentionOf('non_eu'), vatMentionOf('domestic')]).toEqual([
      'reverseCharge',
      'exportExempt',
      null,
    ]);
  });
});
