import { expect, request, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env';
import { login } from '../support/session';

test('[USER][SESSION_EXPIRED]: a session ended on the server leads to the login page with its message and clears local storage', async ({
  page,
  context,
}) => {
  await login(page, 'user@demo.test');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-account').click();
  await expect(page).toHaveURL(/\/settings\/myaccount$/);
  // The collapsed menu is remembered in local storage, which the expiry must clear.
  await page.getByTestId('menu-collapse').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('seal.menuCollapsed'))).toBe('1');

  // End this very session from elsewhere, as an expiry or a logout in another tab would.
  const session = (await context.cookies()).find((cookie) => cookie.name === 'seal_session');
  expect(session).toBeDefined();
  const other = await request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { cookie: `seal_session=${session!.value}` },
  });
  expect((await other.delete('/api/user/logout')).ok()).toBe(true);
  await other.dispose();

  // The next call of the page meets a 401: saving the (unchanged) profile, or another call of the
  // page when it comes first (seen in CI: the form was gone before the click). Either way, the login.
  const save = page.getByTestId('profile-form').getByTestId('form-submit');
  await Promise.race([page.waitForURL(/\/login\?expired=true$/), save.click().catch(() => undefined)]);
  await expect(page).toHaveURL(/\/login\?expired=true$/);
  await expect(page.getByTestId('session-expired')).toHaveText('Your session has expired, please log in again.');
  await expect(page.getByTestId('banner')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Logging in again comes back to the page that was open.
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-email').fill('user@demo.test');
  await form.getByTestId('login-password').fill('Demo-pass-2026');
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/settings\/myaccount$/);
  await expect(page.getByTestId('profile-form')).toBeVisible();
});
