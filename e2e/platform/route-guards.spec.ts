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

test('[GUEST][GUARD]: a guest opening a page without the right is told so and lands on home', async ({ page }) => {
  await login(page, 'guest@demo.test');
  await page.goto('/organisation/users');
  await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // A bare section path the guest has nothing in goes the same way.
  await page.goto('/tracability');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
});

test('[GUEST][GUARD]: a guest opening a screen by its URL is told which permission is missing', async ({
  page,
  browser,
}) => {
  await login(page, 'guest@demo.test');
  // A fresh page load: the refusal happens before the console has drawn anything.
  await page.goto('/products/new');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.ant-message')).toContainText(
    'You do not have permission to open this page. Missing permission: Create products.',
  );
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // In the user's language too (a French browser), on a route that needs two rights.
  const french = await browser.newContext({ locale: 'fr-FR' });
  const frenchPage = await french.newPage();
  await login(frenchPage, 'guest@demo.test');
  await frenchPage.goto('/products/import');
  await expect(frenchPage).toHaveURL(/\/home$/);
  await expect(frenchPage.locator('.ant-message')).toContainText(
    'Permission manquante : Créer des produits, Modifier des produits.',
  );
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
