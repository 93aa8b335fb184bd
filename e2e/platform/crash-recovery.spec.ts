import { expect, test } from '@playwright/test';
import { COLD_LOAD_MS, login } from '../support/session';

test('[ADMIN][CRASH]: a page that crashes restarts the console twice, then asks to contact support', async ({
  page,
}) => {
  test.slow(); // seven loads of the console
  await login(page, 'admin@demo.test');
  // The looks page cannot load its code: opening it crashes the console.
  await page.route(/\/assets\/looks-page-[\w-]+\.js$/, (route) => route.abort());
  const logs: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/log/front')) logs.push(request.postDataJSON());
  });

  for (const attempt of [1, 2]) {
    await page.goto('/settings/looks');
    // Restarted at the parent route, here the dashboard (/settings is not a page), after the
    // console loaded twice: first as for a new version (the same page again), then the restart.
    await expect(page, `restart ${attempt}`).toHaveURL(/\/home$/, { timeout: COLD_LOAD_MS });
    await expect(page.getByTestId('dashboard')).toBeVisible();
  }
  // Each crash is logged twice at level ERROR (with and without the stack).
  expect(logs).toHaveLength(4);
  expect(logs).toEqual(Array(4).fill(expect.objectContaining({ status: 'ERROR', path: '/settings/looks' })));

  // The restarts of this browser session are used up.
  await page.goto('/settings/looks');
  await expect(page.getByTestId('crash-support')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/looks$/);
});
