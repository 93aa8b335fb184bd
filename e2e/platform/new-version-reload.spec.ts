import { expect, test } from '@playwright/test';
import { login } from '../support/session';

test('[ADMIN][NEW_VERSION]: a screen whose script file is gone (a new build) reloads the page asked for, once, and says the console was updated', async ({
  page,
}) => {
  await login(page, 'admin@demo.test');

  // The tab was opened before a deployment: the first fetch of the account page's file fails, as
  // a file the new build no longer has would; the reload fetches it again.
  let aborted = 0;
  await page.route(/\/assets\/my-account-page-[\w-]+\.js$/, async (route) => {
    if (aborted === 0) {
      aborted += 1;
      await route.abort('failed');
    } else await route.continue();
  });
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('menu-settings').click();

  // The user is told, and lands on the page they asked for, not on the dashboard.
  await reloaded;
  // A passing message (seconds): read first.
  await expect(page.locator('.ant-message')).toContainText('The console was updated to its new version.');
  expect(aborted).toBe(1);
  await expect(page).toHaveURL(/\/settings\/myaccount$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('dashboard')).toHaveCount(0);
  const marker = await page.evaluate(() => JSON.parse(sessionStorage.getItem('seal.newVersionReload') ?? 'null'));
  expect(marker).toMatchObject({ url: '/settings/myaccount', announced: true });
});

test('[ADMIN][NEW_VERSION]: a file that still fails after the reload does not reload again (no loop)', async ({
  page,
}) => {
  await login(page, 'admin@demo.test');
  await page.route(/\/assets\/looks-page-[\w-]+\.js$/, (route) => route.abort('failed'));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/settings/looks');
  // The first failure reloads once; the second, on the reloaded page, goes to the crash recovery,
  // which restarts at the parent page (spec 000 section 4), and stops there.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  expect(loads).toBe(3);
});
