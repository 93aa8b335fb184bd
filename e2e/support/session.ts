import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

/** Where `login` leaves the page: the dashboard unless the journey goes elsewhere first. */
export interface LoginOptions {
  password?: string;
  /** The console path the journey opens right after logging in (default: the dashboard). */
  to?: string;
}

/**
 * Logs in as a person does who opens a console link while signed out: opens `to` (the dashboard by
 * default), is sent to the login page, fills the form in and lands on `to`. The console's code loads
 * once, and the dashboard is not drawn on the way. Each call makes a session of its own: journeys
 * log out and change preferences. A session the browser already holds is dropped first, so the
 * helper also switches users. The hooks are test ids, so it works whatever the interface language.
 */
export async function login(page: Page, email: string, passwordOrOptions: string | LoginOptions = {}) {
  const { password = DEMO_PASSWORD, to = '/home' } =
    typeof passwordOrOptions === 'string' ? { password: passwordOrOptions } : passwordOrOptions;
  await page.context().clearCookies({ name: 'seal_session' });
  await page.goto(to);
  const form = page.getByTestId('login-form');
  // A fresh browser fetches the console's code first: the time a cold load takes on a busy machine,
  // so that the journey's steps keep their own timeouts.
  await expect(form.getByTestId('login-email')).toBeVisible({ timeout: COLD_LOAD_MS });
  await form.getByTestId('login-email').fill(email);
  await form.getByTestId('login-password').fill(password);
  await form.getByTestId('form-submit').click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: COLD_LOAD_MS });
  if (to === '/home') await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('page-spinner')).toHaveCount(0, { timeout: COLD_LOAD_MS });
}

/** How long a load of the console (its first screen, its files not yet cached) may take on a busy machine. */
export const COLD_LOAD_MS = 60_000;
