import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

/**
 * Logs in through the real login page and waits for the dashboard. A session the browser
 * already holds is dropped first, so the helper also switches users. The hooks are test ids,
 * so it works whatever the interface language.
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.context().clearCookies({ name: 'seal_session' });
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-email').fill(email);
  await form.getByTestId('login-password').fill(password);
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/home$/);
}
