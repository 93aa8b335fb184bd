import { expect, test, type Page } from '@playwright/test';
import { DEMO_RIGHTS, DEMO_USERS, sectionsFor, type DemoUser } from '../support/menu';
import { login } from '../support/session';

/** The section ids of the side menu, top to bottom (settings sits in the bottom block). */
async function sideMenuSections(page: Page): Promise<string[]> {
  const items = page.getByTestId('side-menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const ids = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^menu-/, ''));
}

const CASES: Array<{ who: DemoUser; title: string; sections: string[] }> = [
  {
    who: 'admin',
    title: '[ADMIN][MENU]: admin sees every section',
    sections: [
      'home',
      'brand',
      'organisation',
      'products',
      'security',
      'statistics',
      'tracability',
      'trade',
      'qrnutri',
      'certicask',
      'settings',
    ],
  },
  {
    who: 'user',
    title: '[USER][MENU]: user sees home, brand, products, security, statistics, trade and settings',
    sections: ['home', 'brand', 'products', 'security', 'statistics', 'trade', 'settings'],
  },
  {
    who: 'guest',
    title: '[GUEST][MENU]: guest sees only products, statistics and settings',
    sections: ['home', 'products', 'statistics', 'settings'],
  },
];

for (const { who, title, sections } of CASES) {
  test(title, async ({ page }) => {
    // The concrete list of the brief must be what the demo rights and the sections table give.
    expect(sectionsFor(DEMO_RIGHTS[who])).toEqual(sections);

    await login(page, DEMO_USERS[who]);
    expect(await sideMenuSections(page)).toEqual(sections);

    // Each section opens the first page of that section the user may see.
    for (const section of sections.filter((id) => id !== 'home')) {
      await page.getByTestId(`menu-${section}`).click();
      await expect(page).toHaveURL(new RegExp(`/${section}(/|$)`));
      await expect(page.getByTestId(`menu-${section}`)).toHaveClass(/ant-menu-item-selected/);
    }
  });
}
