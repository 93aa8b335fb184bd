import { expect, test } from '@playwright/test';
import { DEMO_RIGHTS, sectionsFor } from '../support/menu';
import { login } from '../support/session';

// Below 1024 px the shell switches to the mobile layout (spec 000 section 2 "Shell").
test.use({ viewport: { width: 800, height: 900 } });

test('[ADMIN][MOBILE_DRAWER]: the drawer replaces the side menu and walks through a section', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await expect(page.getByTestId('banner')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page.getByTestId('search-toggle')).toHaveCount(0);

  await page.getByTestId('drawer-toggle').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('drawer-search')).toBeVisible();

  // Dashboard, every section the rights open (home is the dashboard), user guide, log out.
  const items = drawer.getByRole('menuitem');
  const ids = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  const sections = sectionsFor(DEMO_RIGHTS.admin).filter((id) => id !== 'home');
  expect(ids).toEqual(['drawer-dashboard', ...sections.map((id) => `drawer-${id}`), 'drawer-help', 'drawer-logout']);

  // A section with several entries opens its submenu, with a back button.
  await drawer.getByTestId('drawer-organisation').click();
  const back = drawer.getByTestId('drawer-back');
  await expect(back).toBeVisible();
  await expect(drawer.getByTestId('menu-entry-orgaUsers')).toBeVisible();
  await expect(drawer.getByTestId('drawer-logout')).toHaveCount(0);
  await back.click();
  await expect(drawer.getByTestId('drawer-logout')).toBeVisible();

  // An entry opens its page and closes the drawer.
  await drawer.getByTestId('drawer-organisation').click();
  await drawer.getByTestId('menu-entry-orgaGroups').click();
  await expect(page).toHaveURL(/\/organisation\/groups$/);
  await expect(drawer).toBeHidden();

  // Log out from the drawer.
  await page.getByTestId('drawer-toggle').click();
  await page.getByTestId('drawer').getByTestId('drawer-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('[GUEST][MOBILE_DRAWER]: the drawer shows only the sections of the guest', async ({ page }) => {
  await login(page, 'guest@demo.test');
  await page.getByTestId('drawer-toggle').click();
  const drawer = page.getByTestId('drawer');
  // The drawer's items render once it has opened: wait for its last one before reading them.
  await expect(drawer.getByTestId('drawer-logout')).toBeVisible();
  const ids = await drawer
    .getByRole('menuitem')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  expect(ids).toEqual([
    'drawer-dashboard',
    'drawer-products',
    'drawer-statistics',
    'drawer-settings',
    'drawer-help',
    'drawer-logout',
  ]);
});
