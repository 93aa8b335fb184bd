import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/session';

/** The serious and critical axe violations of the page as it is, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

test('[VISITOR][A11Y]: the login page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('forgot-password-link').click();
  await expect(page.getByTestId('forgot-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('[VISITOR][A11Y]: the error pages have no serious accessibility violation', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByTestId('page-404')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('404');
});

test('[ADMIN][A11Y]: the dashboard and its shell have no serious accessibility violation', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The page title is the one level-one heading, inside the main landmark.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Welcome Alice');

  // The menu opens with an animation: a click that lands while it settles is tried again.
  await expect(async () => {
    if (!(await page.getByTestId('user-menu-account').isVisible())) await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-account').click({ timeout: 2_000 });
    await expect(page.getByTestId('profile-form')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByLabel('E-mail')).toHaveValue('admin@demo.test');
});

/**
 * From now on, whether a drawer's panel slides: takes one of antd's motion classes, however briefly
 * (a mutation observer sees it where polling the page could miss it). Answers the reading.
 */
async function watchSlides(page: Page) {
  await page.evaluate(() => {
    const sliding = (node: Node) =>
      node instanceof Element &&
      (/ant-drawer-panel-motion-/.test(node.getAttribute('class') ?? '') ||
        node.querySelector('[class*="ant-drawer-panel-motion-"]') !== null);
    const state = window as unknown as { slid: boolean };
    state.slid = false;
    new MutationObserver((records) => {
      if (records.some((record) => sliding(record.target) || [...record.addedNodes].some(sliding))) state.slid = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  return () => page.evaluate(() => (window as unknown as { slid: boolean }).slid);
}

test('[ADMIN][A11Y]: a drawer slides in, and appears at once for someone who asked for less motion', async ({
  page,
}) => {
  // The journeys run with less motion asked (playwright.config.ts): this one asks for none first.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await login(page, 'admin@demo.test');
  const drawer = page.getByTestId('notification-drawer');
  let slid = await watchSlides(page);
  await page.getByTestId('notification-bell').click();
  await expect(drawer).toBeVisible();
  await expect.poll(slid).toBe(true);
  // Escape closes the drawer once it holds the focus, which it takes at the end of its slide.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden({ timeout: 2_000 });
  }).toPass();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  slid = await watchSlides(page);
  await page.getByTestId('notification-bell').click();
  await expect(drawer).toBeVisible();
  expect(await slid()).toBe(false);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('[ADMIN][A11Y]: the dashboard with the drawer open has no serious accessibility violation', async ({ page }) => {
    await login(page, 'admin@demo.test');
    await page.getByTestId('drawer-toggle').click();
    await expect(page.getByTestId('drawer')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
