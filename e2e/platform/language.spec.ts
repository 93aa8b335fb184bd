import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env';
import { login } from '../support/session';
import { createUserWithPassword, uniqueEmail } from '../support/users';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The title of a console page (the dashboard's welcome). */
const pageTitle = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function langCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lang');
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('[VISITOR][LANGUAGE]: switching to French on the login page survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page)).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByTestId('auth-language-fr').click();
    await expect(heading(page)).toHaveText('Connexion');
    await expect(page.getByTestId('form-submit')).toHaveText('Se connecter');
    await expect(page.getByTestId('forgot-password-link')).toHaveText(/^Mot de passe oublié/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const cookie = await langCookie(page);
    expect(cookie?.value).toBe('fr');
    // Kept for 1000 days (spec 001 section 9); Chromium caps any cookie at 400 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);

    await page.reload();
    await expect(heading(page)).toHaveText('Connexion');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // French validation messages too: the form checks with the shared schema.
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('login-form')).toContainText('obligatoire');
  });

  test('[USER][LANGUAGE]: the language chosen in the banner survives a reload and the next login', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('lang');
    await createUserWithPassword(email, DEMO_PASSWORD);
    await login(page, email);
    await expect(pageTitle(page, 'Welcome Erin')).toBeVisible();

    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-fr').click();
    await expect(pageTitle(page, 'Bienvenue Erin')).toBeVisible();
    await expect(page.getByTestId('menu-settings')).toHaveText('Paramètres');
    await expect(page.getByTestId('language-menu')).toHaveText('FR');
    expect((await langCookie(page))?.value).toBe('fr');

    await page.reload();
    await expect(pageTitle(page, 'Bienvenue Erin')).toBeVisible();
    await expect(page.getByTestId('menu-home')).toHaveText('Accueil');

    // The choice is kept in the profile: another browser (in English) shows French after login.
    const other = await browser.newContext({ locale: 'en-US' });
    const otherPage = await other.newPage();
    await login(otherPage, email);
    await expect(pageTitle(otherPage, 'Bienvenue Erin')).toBeVisible();
    await other.close();
  });

  test('[USER][LANGUAGE]: Chinese picked on the login page is kept after login and in the profile', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('lang-zh');
    await createUserWithPassword(email, DEMO_PASSWORD);
    await page.goto('/login');
    await expect(page.getByTestId('auth-language-zh')).toHaveText('中文');
    await page.getByTestId('auth-language-zh').click();
    await expect(heading(page)).toHaveText('登录');
    await login(page, email);
    await expect(pageTitle(page, '欢迎，Erin')).toBeVisible();

    // The console's menu offers every complete language, Chinese chosen.
    await page.getByTestId('language-menu').click();
    for (const language of ['en', 'fr', 'zh']) await expect(page.getByTestId(`language-${language}`)).toBeVisible();
    await expect(page.getByTestId('language-menu')).toHaveText('ZH');

    // Kept in the profile: another (English) browser shows Chinese after login.
    const other = await browser.newContext({ locale: 'en-US' });
    const otherPage = await other.newPage();
    await login(otherPage, email);
    await expect(pageTitle(otherPage, '欢迎，Erin')).toBeVisible();
    await other.close();
  });
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('[VISITOR][LANGUAGE]: a French browser starts in French', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page)).toHaveText('Connexion');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('auth-language-fr')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('[VISITOR][LANGUAGE]: a Chinese browser starts in Chinese', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page)).toHaveText('登录');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByTestId('forgot-password-link')).toHaveText(/密码/);
  });

  test('[USER][LANGUAGE]: a Chinese browser keeps Chinese after login', async ({ page }) => {
    const email = uniqueEmail('lang-cn');
    await createUserWithPassword(email, DEMO_PASSWORD);
    await login(page, email);
    await expect(pageTitle(page, '欢迎，Erin')).toBeVisible();
    await expect(page.getByTestId('menu-home')).toHaveText('首页');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });
});
