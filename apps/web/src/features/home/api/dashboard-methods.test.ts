import { describe, expect, it } from 'vitest';
import { dashboard } from '@seal/shared';
import * as refs from './dashboard-methods';

describe('the light refs of the dashboard', () => {
  it('name the methods of the shared contract', () => {
    const pairs = [
      [refs.getConsultations, dashboard.getConsultations],
      [refs.getConsultationErrors, dashboard.getConsultationErrors],
      [refs.getLatestConsultations, dashboard.getLatestConsultations],
      [refs.getActionHistory, dashboard.getActionHistory],
    ] as const;
    for (const [ref, contract] of pairs) {
      expect({ model: ref.model, name: ref.name }).toEqual({ model: contract.model, name: contract.name });
    }
  });
});
