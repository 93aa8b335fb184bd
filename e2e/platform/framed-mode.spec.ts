import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/session';

/** Frames a path of the console in the current (same-origin) page, as a partner site would. */
async function frame(page: Page, path: string) {
  await page.evaluate((src) => {
    document.body.innerHTML = '';
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = 'framed console';
    iframe.style.width = '1000px';
    iframe.style.height = '700px';
    document.body.appendChild(iframe);
  }, path);
  return page.frameLocator('iframe');
}

test('[ADMIN][FRAMED]: a page in a frame shows without banner or menus; other paths show 403', async ({ page }) => {
  await login(page, 'admin@demo.test');

  let framed = await frame(page, '/organisation/users');
  await expect(framed.getByTestId('framed-content')).toBeVisible();
  await expect(framed.getByTestId('banner')).toHaveCount(0);
  await expect(framed.getByTestId('side-menu')).toHaveCount(0);
  await expect.poll(() => page.frames()[1]?.url()).toMatch(/\/organisation\/users$/);

  // The dashboard is not on the list of framed pages.
  framed = await frame(page, '/home');
  await expect(framed.getByTestId('page-403')).toBeVisible();
  await expect.poll(() => page.frames()[1]?.url()).toMatch(/\/403$/);
  await expect(framed.getByTestId('banner')).toHaveCount(0);
});

test('[ADMIN][FRAMED]: ?framed=1 forces framed mode for the tab', async ({ page }) => {
  await login(page, 'admin@demo.test', { to: '/products/myproducts?framed=1' });
  await expect(page.getByTestId('framed-content')).toBeVisible();
  await expect(page.getByTestId('banner')).toHaveCount(0);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  // The flag stays for the tab: a path outside the framed list shows 403, reloads included.
  await page.goto('/settings/myaccount');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByTestId('page-403')).toBeVisible();
  await page.goto('/organisation');
  await expect(page).toHaveURL(/\/403$/);
});

test('[GUEST][FRAMED]: a framed page without the right shows 403 instead of going home', async ({ page }) => {
  await login(page, 'guest@demo.test', { to: '/organisation/users?framed=1' });
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByTestId('page-403')).toBeVisible();
  await expect(page.getByText('You do not have permission to open this page.')).toHaveCount(0);
});
