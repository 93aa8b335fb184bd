import { expect, type Cookie, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

/** The session cookie each login of this worker got, by e-mail and password: a later login reuses it. */
const sessions = new Map<string, Cookie>();

/**
 * Signs `email` in and waits for the dashboard. A session the browser already holds is dropped
 * first, so the helper also switches users. The first login of a user goes through the real login
 * page; later ones reuse its session while the server still honours it (a journey that logged out,
 * changed the user's rights or password ends it, and the login page is used again). The hooks are
 * test ids, so it works whatever the interface language.
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  const key = `${email}\n${password}`;
  await page.context().clearCookies({ name: 'seal_session' });
  const stored = sessions.get(key);
  if (stored && (await resume(page, stored))) return;
  sessions.delete(key);

  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-email').fill(email);
  await form.getByTestId('login-password').fill(password);
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'seal_session');
  if (cookie) sessions.set(key, cookie);
}

/** Opens /home with a stored session: true when the console let it in, false when it asked to log in. */
async function resume(page: Page, cookie: Cookie): Promise<boolean> {
  await page.context().addCookies([cookie]);
  await page.goto('/home');
  const signedIn = page.getByTestId('banner');
  await expect(signedIn.or(page.getByTestId('login-form')).first()).toBeVisible();
  if (!(await signedIn.isVisible()) || !/\/home$/.test(page.url())) {
    await page.context().clearCookies({ name: 'seal_session' });
    return false;
  }
  return true;
}
