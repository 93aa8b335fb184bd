import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

test('[ADMIN][A11Y]: the reel stock widget has no serious accessibility violation', async ({ page }) => {
  await login(page, DEMO_ADMIN);
  await page.getByTestId('reel-stock').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

test('[ADMIN][A11Y]: the reels list and its split form have no serious accessibility violation', async ({ page }) => {
  await login(page, DEMO_ADMIN, { to: '/security/reels' });
  // Waits as an action does (the page's code, texts and list arrive one after the other).
  await page.getByTestId('reel-reference').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('reel-split').first().click();
  await page.getByTestId('split-form').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

test('[ADMIN][A11Y]: the reel transfer screen has no serious accessibility violation', async ({ page }) => {
  await login(page, DEMO_ADMIN, { to: '/organisation/reeltransfert' });
  await page.getByTestId('reel-reference').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});
