import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';

/** Every list screen of the console (route table), with the test id of its ResourceTable. */
const LISTS = [
  { path: '/organisation/users', table: 'users-table' },
  { path: '/organisation/groups', table: 'groups-table' },
  { path: '/organisation/myentities', table: 'entities-table' },
  { path: '/organisation/apps', table: 'apps-table' },
  { path: '/organisation/sites', table: 'sites-table' },
  { path: '/logsactor', table: 'action-log-table' },
  { path: '/products/myproducts', table: 'products-table' },
  { path: '/products/archived', table: 'products-table' },
  { path: '/files', table: 'media-table' },
  { path: '/products/resolver/item/list', table: 'items-table' },
  { path: '/products/resolver/header/list', table: 'headers-table' },
  { path: '/products/resolver/footer/list', table: 'footers-table' },
  { path: '/products/resolver/list', table: 'menus-table' },
  { path: '/products/links', table: 'links-table' },
  { path: '/statistics/errorlist', table: 'error-list' },
  { path: '/statistics/consumerfeedback', table: 'form-list' },
] as const;

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * What overflows: the page's sideways scroll, every header cell whose text is cut, and how far
 * the table scrolls inside its box (a column under the sticky actions column reads cut too).
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const box = document.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    const clipped = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')]
      .filter((th) => th.scrollWidth > th.clientWidth)
      .map((th) => `${th.textContent ?? ''} (${th.scrollWidth} > ${th.clientWidth})`);
    return {
      page: root.scrollWidth - root.clientWidth,
      // Widths are fractional and scrollWidth rounds them: one pixel is rounding, not a cut column.
      table: box ? Math.max(0, box.scrollWidth - box.clientWidth - 1) : 0,
      clipped,
    };
  });
}

/**
 * On a desktop the columns left fit their box. On a phone the first-priority columns and the
 * sticky actions may still scroll inside the table, never the page.
 */
async function expectFits(page: Page, table: string) {
  // Rows (or the empty state) show once the first page has come.
  const body = page.getByTestId(table).locator('.ant-table-tbody tr.ant-table-row, .ant-table-placeholder');
  await expect(body.first()).toBeVisible();
  await expect(page.getByTestId(table).locator('.ant-spin-spinning')).toHaveCount(0);
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  // Columns leave one by one, a render each, as the table measures itself: wait for it to settle.
  await expect
    .poll(async () => {
      const found = await overflow(page);
      return { ...found, table: phone ? 0 : found.table };
    })
    .toEqual({ page: 0, table: 0, clipped: [] });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test(`[ADMIN][TABLES_FIT]: every list fits ${viewport.width} px without cutting a header`, async ({ page }) => {
      test.setTimeout(120_000);
      await login(page, DEMO_ADMIN);
      for (const list of LISTS) {
        await test.step(list.path, async () => {
          await page.goto(list.path);
          await expectFits(page, list.table);
        });
      }
      await test.step('/organisation/groups/edit (members)', async () => {
        await page.goto('/organisation/groups');
        await page.getByTestId('group-edit').first().click();
        await expectFits(page, 'group-members');
      });
    });
  });
}

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[ADMIN][TABLES_FIT]: a column the phone hides shows in the row details and through the picker', async ({
    page,
  }) => {
    await login(page, DEMO_ADMIN);
    await page.goto('/organisation/users');
    const table = page.getByTestId('users-table');
    await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    const headers = table.locator('.ant-table-thead th');
    await expect(headers.filter({ hasText: 'E-mail' })).toHaveCount(0);

    await table.locator('.ant-table-row-expand-icon').first().click();
    await expect(table.getByTestId('row-details').first()).toContainText('admin@demo.test');

    await table.getByTestId('column-picker').click();
    await page.getByTestId('column-picker-panel').getByText('E-mail').click();
    await expect(headers.filter({ hasText: 'E-mail' })).toHaveCount(1);
  });
});
