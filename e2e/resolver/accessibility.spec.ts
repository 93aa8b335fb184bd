import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

const LISTS = [
  { path: '/products/resolver/item/list', table: 'items-table' },
  { path: '/products/resolver/header/list', table: 'headers-table' },
  { path: '/products/resolver/footer/list', table: 'footers-table' },
  { path: '/products/resolver/list', table: 'menus-table' },
  { path: '/products/links', table: 'links-table' },
] as const;

for (const list of LISTS) {
  test(`[ADMIN][A11Y]: ${list.path} has no serious accessibility violation`, async ({ page }) => {
    await login(page, DEMO_ADMIN, { to: list.path });
    // Waits as an action does (the page's code, texts and list arrive one after the other).
    await page.getByTestId(list.table).locator('tr.ant-table-row, tr.ant-table-placeholder').first().waitFor();
    await expect(page.getByTestId(list.table).locator('.ant-spin-spinning')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('[ADMIN][A11Y]: the menu form and its preview have no serious accessibility violation', async ({ page }) => {
  await login(page, DEMO_ADMIN, { to: '/products/menus/createmenu' });
  await page.getByTestId('menu-preview').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});
