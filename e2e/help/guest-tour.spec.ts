import { expect, test } from '@playwright/test';
import { login } from '../support/session';

const GUEST = 'guest@demo.test';

test('[HELP][TOUR]: the guest is offered the tour at login and sees only the steps of its rights', async ({ page }) => {
  await login(page, GUEST);
  await page.getByTestId('tour-offer-start').click();
  await expect(page).toHaveURL(/\/presentation$/);

  const seen: string[] = [];
  const tour = page.locator('.ant-tour:visible');
  for (let step = 0; step < 20; step++) {
    const title = tour.locator('[data-testid^="tour-step-"]');
    await expect(title).toBeVisible();
    const id = (await title.getAttribute('data-testid'))!.replace('tour-step-', '');
    if (seen.at(-1) !== id) seen.push(id);
    const next = tour.locator('.ant-tour-actions button').last();
    await next.click();
    if (await tour.count().then((n) => n === 0)) break;
    await expect(tour.locator(`[data-testid="tour-step-${id}"]`)).toHaveCount(0);
  }
  await expect(tour).toHaveCount(0);
  // The guest holds prod.view and stat.view: home, products, statistics and settings, no other section.
  expect(
    seen.filter((id) =>
      [
        'home',
        'brand',
        'organisation',
        'products',
        'security',
        'statistics',
        'tracability',
        'trade',
        'qrnutri',
        'certicask',
        'settings',
      ].includes(id),
    ),
  ).toEqual(['home', 'products', 'statistics', 'settings']);
  expect(seen).toContain('help');

  // Taken once, the tour is no longer offered, even after signing in again.
  await login(page, GUEST);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('tour-offer')).toHaveCount(0);
});
