import { describe, expect, it } from 'vitest';
import { toContractFilters } from './list-filters';

describe('toContractFilters', () => {
  it('turns the columns filters of the URL into the filters of the list method', () => {
    expect(
      toContractFilters({
        firstReference: 'ZKY6-KPFF-8YGM',
        product: '7c0b7f9e-0000-4000-8000-000000000001',
        status: 'active',
        method: ['range'],
        targetCountry: 'FR',
        activatedAt: ['2026-01-01', '2026-01-31'],
      }),
    ).toEqual({
      reference: 'ZKY6-KPFF-8YGM',
      productId: '7c0b7f9e-0000-4000-8000-000000000001',
      status: 'active',
      method: 'range',
      targetCountry: 'FR',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('drops a day range that is not made of days, and empty values', () => {
    expect(toContractFilters({ cancelledAt: ['yesterday', '2026-02-01'], status: '' })).toEqual({ to: '2026-02-01' });
  });
});
