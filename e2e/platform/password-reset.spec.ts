import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mail';
import { login } from '../support/session';
import { createUser, uniqueEmail } from '../support/users';

/** Fills the password form of a /initPassword or /resetPassword link. */
async function choosePassword(page: Page, password: string, confirmation = password) {
  const form = page.getByTestId('password-form');
  await form.getByTestId('new-password').fill(password);
  await form.getByTestId('confirm-password').fill(confirmation);
  await form.getByTestId('form-submit').click();
}

test('[USER][PASSWORD_RESET]: a new user sets a password, forgets it and resets it from the mail', async ({ page }) => {
  // The demo passwords stay as they are: this journey uses a user of its own.
  const email = uniqueEmail('reset');
  const initLink = await createUser(email);

  // First password, from the link of the welcome mail (/initPassword).
  await page.goto(initLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your password');
  await expect(page.getByTestId('password-form')).toContainText(`Account: ${email}`);
  await choosePassword(page, 'First-pass-2026');
  await expect(page.getByTestId('password-set')).toBeVisible();
  await login(page, email, 'First-pass-2026');

  // Log out, then "forgot password" on the login page.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/login\?forgot=1$/);
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-form').getByTestId('form-submit').click();
  await expect(page.getByTestId('reset-sent')).toBeVisible();

  // The mail is sent by a job, a moment later.
  const resetLink = linkIn(await waitForMail(email, /resetPassword\?token=/), 'resetPassword');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');

  // The confirmation must match.
  await choosePassword(page, 'Second-pass-2026', 'Second-pass-2027');
  await expect(page.getByTestId('password-form')).toContainText('The password and its confirmation differ.');
  await choosePassword(page, 'Second-pass-2026');
  await expect(page.getByTestId('password-set')).toBeVisible();

  // Back to the login page with the e-mail filled in; the old password no longer works.
  await page.getByTestId('password-set').getByRole('button').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-email')).toHaveValue(email);
  await page.getByTestId('login-password').fill('First-pass-2026');
  await page.getByTestId('login-form').getByTestId('form-submit').click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await login(page, email, 'Second-pass-2026');

  // A link works once.
  await page.goto(resetLink);
  await expect(page.getByTestId('password-link-invalid')).toBeVisible();
  await expect(page.getByTestId('password-form')).toHaveCount(0);
  await page.goto(initLink);
  await expect(page.getByTestId('password-link-invalid')).toBeVisible();
});

test('[VISITOR][PASSWORD_RESET]: a link without a valid token is refused', async ({ page }) => {
  await page.goto('/resetPassword?token=not-a-real-token-at-all-0123456789');
  await expect(page.getByTestId('password-link-invalid')).toBeVisible();
  await page.goto('/resetPassword');
  await expect(page.getByTestId('password-link-invalid')).toBeVisible();
  await page.getByTestId('password-link-invalid').getByRole('link').click();
  await expect(page).toHaveURL(/\/login\?forgot=1$/);
  await expect(page.getByTestId('forgot-form')).toBeVisible();
});
