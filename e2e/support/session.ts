import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_BASE_URL } from './env';

/** Where `login` leaves the page: the dashboard unless the journey goes elsewhere first. */
export interface LoginOptions {
  password?: string;
  /** The console path the journey opens right after logging in (default: the dashboard). */
  to?: string;
}

/**
 * Logs in through the API with the page's own request context (it shares the browser context's
 * cookies, so the page is signed in), then opens `to` (the dashboard by default). Each call makes
 * a session of its own: journeys log out and change preferences. A session the browser already
 * holds is dropped first, so the helper also switches users.
 *
 * The login page is not opened: journeys that test it, or what logging in through it does (the
 * language chosen there, the new password that works), use `loginThroughForm`.
 */
export async function login(page: Page, email: string, passwordOrOptions: string | LoginOptions = {}) {
  const { password = DEMO_PASSWORD, to = '/home' } =
    typeof passwordOrOptions === 'string' ? { password: passwordOrOptions } : passwordOrOptions;
  await page.context().clearCookies({ name: 'seal_session' });
  const response = await page.request.post('/callAPI', {
    headers: { Origin: E2E_BASE_URL },
    data: { methodModel: 'userModel', methodName: 'login', methodVars: { email, password } },
  });
  expect(response.ok(), `login of ${email}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  await page.goto(to);
  if (to === '/home') await expect(page).toHaveURL(/\/home$/);
  // A fresh browser fetches the console's code, then the page's own: waited for here, with the
  // time a cold load takes on a busy machine, so that the journey's steps keep their own timeouts.
  await expect(page.locator('#root > *').first()).toBeVisible({ timeout: COLD_LOAD_MS });
  await expect(page.getByTestId('page-spinner')).toHaveCount(0, { timeout: COLD_LOAD_MS });
}

const COLD_LOAD_MS = 30_000;

/**
 * Logs in through the real login page and waits for the dashboard. A session the browser
 * already holds is dropped first, so the helper also switches users. The hooks are test ids,
 * so it works whatever the interface language.
 */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.context().clearCookies({ name: 'seal_session' });
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-email').fill(email);
  await form.getByTestId('login-password').fill(password);
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/home$/);
}
