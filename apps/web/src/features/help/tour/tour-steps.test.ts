import { describe, expect, it } from 'vitest';
import { TOUR_STEPS, visibleSteps } from './tour-steps';

describe('visibleSteps', () => {
  it('keeps the steps whose element the shell shows, in tour order, and skips the others', () => {
    // A guest's menu: home, products, statistics and settings (no brand, organisation, security...).
    const shown = new Set([
      'banner-logo',
      'help-link',
      'menu-home',
      'menu-products',
      'menu-statistics',
      'menu-settings',
    ]);
    const element = {} as HTMLElement;
    const steps = visibleSteps(TOUR_STEPS, (testId) => (shown.has(testId) ? element : null));
    expect(steps.map((step) => step.id)).toEqual(['logo', 'help', 'home', 'products', 'statistics', 'settings']);
  });

  it('has a step for every menu section', () => {
    expect(TOUR_STEPS.filter((step) => step.testId.startsWith('menu-'))).toHaveLength(11);
  });
});
