import { SECTION_IDS } from '@seal/shared/constants';

/**
 * The presentation tour's steps, each pointing at an element of the shell by its test id. The
 * menu shows only the sections the user holds a right for (app/routes/menu-model.ts), so a step
 * whose element is not on the screen is one the user has no right for, and is skipped: the tour
 * reads the rights from the menu instead of repeating them.
 */
export interface TourStepDef {
  /** i18n `tour.steps.<id>`. */
  id: string;
  testId: string;
}

const SECTION_STEPS = SECTION_IDS.map((id) => ({ id, testId: `menu-${id}` }));

export const TOUR_STEPS: readonly TourStepDef[] = [
  { id: 'logo', testId: 'banner-logo' },
  { id: 'search', testId: 'search-toggle' },
  { id: 'help', testId: 'help-link' },
  { id: 'notifications', testId: 'notification-bell' },
  { id: 'user', testId: 'user-menu' },
  ...SECTION_STEPS,
];

export type FindElement = (testId: string) => HTMLElement | null;

export const findByTestId: FindElement = (testId) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

/** The steps whose element is shown, each with it. */
export function visibleSteps(steps: readonly TourStepDef[], find: FindElement = findByTestId) {
  return steps.flatMap((step) => {
    const element = find(step.testId);
    return element ? [{ ...step, element }] : [];
  });
}
