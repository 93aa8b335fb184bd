import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env';
import { login } from '../support/session';

test('[VISITOR][GUARD]: a visitor is sent to log in and comes back to the page asked for', async ({ page }) => {
  await page.goto('/organisation/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('banner')).toHaveCount(0);

  const form = page.getByTestId('login-form');
  await form.getByTestId('login-email').fill('admin@demo.test');
  await form.getByTestId('login-password').fill(DEMO_PASSWORD);
  await form.getByTestId('form-submit').click();

  await expect(page).toHaveURL(/\/organisation\/users$/);
  await expect(page.getByTestId('menu-organisation')).toHaveClass(/ant-menu-item-selected/);
});

test('[GUEST][GUARD]: a guest opening pages beyond their rights sees 403 at the address followed, the missing right and who grants it', async ({
  page,
}) => {
  await login(page, 'guest@demo.test');
  const pages = [
    ['/security/activation', 'It needs one of these permissions: Activate a single reference,'],
    ['/organisation/users', 'Missing permission: View users, groups, sites and entities.'],
    ['/trade/orders', 'Missing permission: View and request quotations and orders.'],
  ] as const;
  for (const [path, missing] of pages) {
    await page.goto(path);
    const forbidden = page.getByTestId('page-403');
    await expect(forbidden).toContainText('You do not have permission to view this page.');
    await expect(forbidden).toContainText(missing);
    await expect(forbidden.getByTestId('who-grants')).toHaveText(
      'The administrators of Demo Company can grant it: ask one of them to add it to one of your groups.',
    );
    // In place, inside the console: the address stays the one followed, the menus stay.
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByTestId('banner')).toBeVisible();
    await expect(page.getByTestId('dashboard')).toHaveCount(0);
  }

  // A bare section path the guest has nothing in answers alike, naming no right.
  await page.goto('/tracability');
  await expect(page.getByTestId('page-403')).toBeVisible();
  await expect(page.getByTestId('missing-rights')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/tracability');

  // The way back: the dashboard.
  await page.getByTestId('page-403').getByRole('button', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // Reached from a page of the console, the previous page is a way back too.
  await page.goto('/products/myproducts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(
      { ...window.history.state, idx: (window.history.state?.idx ?? 0) + 1 },
      '',
      '/products/new',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByTestId('page-403')).toContainText('Missing permission: Create products.');
  await page.getByTestId('page-403').getByRole('button', { name: 'Back to the previous page' }).click();
  await expect(page).toHaveURL(/\/products\/myproducts$/);
});

test("[GUEST][GUARD]: the forbidden page speaks the user's language", async ({ browser }) => {
  const french = await browser.newContext({ locale: 'fr-FR' });
  const frenchPage = await french.newPage();
  await login(frenchPage, 'guest@demo.test', { to: '/products/import' });
  await expect(frenchPage.getByTestId('page-403')).toContainText(
    'Permission manquante : Créer des produits, Modifier des produits.',
  );
  await expect(frenchPage.getByTestId('who-grants')).toContainText('Les administrateurs de Demo Company');
  expect(new URL(frenchPage.url()).pathname).toBe('/products/import');
  await french.close();
});

test('[VISITOR][GUARD]: an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('page-404')).toContainText('This page does not exist.');
});

test('[USER][GUARD]: an unknown path shows the 404 page to a signed-in user too', async ({ page }) => {
  await login(page, 'user@demo.test');
  await page.goto('/organisation/nothing-here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('page-404')).toBeVisible();
  await page.getByTestId('page-404').getByRole('button').click();
  await expect(page).toHaveURL(/\/home$/);
});
