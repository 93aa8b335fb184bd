import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { openInApp } from '../support/navigate';
import { login } from '../support/session';

/**
 * Every list screen of the console (apps/web/src/app/routes/route-table.ts: each route whose page
 * is a list, and the lists a tab of a page holds), with the test id of a table it shows: the
 * ResourceTable lists, and the statistics screens' tables of figures. The mail outbox is left
 * out: the journeys' server sends its mails, so the route is not there.
 */
const EVERY_LIST = [
  { path: '/files', table: 'media-table' },
  { path: '/organisation/users', table: 'users-table' },
  { path: '/organisation/groups', table: 'groups-table' },
  { path: '/organisation/myentities', table: 'entities-table' },
  { path: '/organisation/apps', table: 'apps-table' },
  { path: '/organisation/sites', table: 'sites-table' },
  { path: '/organisation/reeltransfert', table: 'reel-transfer-table' },
  { path: '/products/myproducts', table: 'products-table' },
  { path: '/products/archived', table: 'products-table' },
  { path: '/products/themes', table: 'themes-table' },
  { path: '/products/links', table: 'links-table' },
  { path: '/products/resolver/item/list', table: 'items-table' },
  { path: '/products/resolver/header/list', table: 'headers-table' },
  { path: '/products/resolver/footer/list', table: 'footers-table' },
  { path: '/products/resolver/list', table: 'menus-table' },
  { path: '/products/estates', table: 'estates-table' },
  { path: '/products/wines', table: 'wines-table' },
  { path: '/security/activation', table: 'activations-table' },
  { path: '/security/cancellation?tab=list', table: 'cancellations-table' },
  { path: '/security/xmlimport', table: 'xml-imports-table' },
  { path: '/security/reels', table: 'reels-table' },
  { path: '/security/qrcreator', table: 'qr-sets-table' },
  { path: '/security/alertManagement', table: 'alerts-table' },
  { path: '/security/anomalies', table: 'anomalies-table' },
  { path: '/security/webhooks', table: 'webhooks-table' },
  { path: '/statistics/consultation', table: 'stat-outcome-table' },
  { path: '/statistics/consultationBoard', table: 'stat-board-table' },
  { path: '/statistics/cartography', table: 'stat-map-table' },
  { path: '/statistics/errorlist', table: 'error-list' },
  { path: '/statistics/alertconsultationerror', table: 'stat-error-outcome-table' },
  { path: '/statistics/consumerfeedback', table: 'form-list' },
  { path: '/statistics/activation', table: 'stat-activation-product-table' },
  { path: '/statistics/loyalty', table: 'loyalty-consumers' },
  { path: '/tracability/myevents', table: 'events-table' },
  { path: '/tracability/eventmodel', table: 'event-models-table' },
  { path: '/tracability/mycontainer', table: 'models-table' },
  { path: '/tracability/mycontainer?tab=products', table: 'product-containers-table' },
  { path: '/tracability/mycontainer?tab=packed', table: 'containers-table' },
  { path: '/trade/quotations', table: 'quotations-table' },
  { path: '/trade/orders', table: 'orders-table' },
  { path: '/trade/invoices', table: 'invoices-table' },
  { path: '/qrnutri', table: 'sheets-table' },
  { path: '/certicask/plots', table: 'plots-table' },
  { path: '/certicask/providers', table: 'providers-table' },
  { path: '/certicask/containers', table: 'containers-table' },
  { path: '/certicask/licences', table: 'licences-table' },
  { path: '/certicask/licences/orderlist', table: 'licence-orders-table' },
  { path: '/certicask/certificates', table: 'certificates-table' },
  { path: '/logsactor', table: 'action-log-table' },
  { path: '/news', table: 'news-table' },
] as const;

/** The lists also checked on a phone, where the columns left may still scroll inside the table. */
const PHONE_LISTS = [
  '/organisation/users',
  '/organisation/groups',
  '/organisation/myentities',
  '/organisation/apps',
  '/organisation/sites',
  '/logsactor',
  '/products/myproducts',
  '/products/archived',
  '/files',
  '/products/resolver/item/list',
  '/products/resolver/header/list',
  '/products/resolver/footer/list',
  '/products/resolver/list',
  '/products/links',
  '/statistics/errorlist',
  '/statistics/consumerfeedback',
] as const;

/**
 * What overflows: the page's sideways scroll, every header cell whose text is cut, and how far
 * each table of the page scrolls inside its box (a column under the sticky actions column reads
 * cut too).
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const boxes = [...document.querySelectorAll<HTMLElement>('main .ant-table-content, main .ant-table-body')];
    const clipped = [...document.querySelectorAll<HTMLElement>('main .ant-table-thead th')]
      .filter((th) => th.scrollWidth > th.clientWidth)
      .map((th) => `${th.textContent ?? ''} (${th.scrollWidth} > ${th.clientWidth})`);
    return {
      page: root.scrollWidth - root.clientWidth,
      // Widths are fractional and scrollWidth rounds them: one pixel is rounding, not a cut column.
      table: Math.max(0, ...boxes.map((box) => box.scrollWidth - box.clientWidth - 1)),
      clipped,
    };
  });
}

/** Rows (or the empty state) show once the first page has come (a busy machine: some take time). */
async function listShown(page: Page, table: string) {
  const list = page.getByTestId(table);
  await expect(list.locator('.ant-table-tbody tr.ant-table-row, .ant-table-placeholder').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(list.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('[ADMIN][TABLES_FIT]: every list of the console shows at 1440 px without sideways scroll or a cut header, from its first frame', async ({
    page,
  }) => {
    test.setTimeout(EVERY_LIST.length * 16_000);
    // The lists are opened inside the console, as its menu does: its code loads once.
    await login(page, DEMO_ADMIN, { to: EVERY_LIST[0].path });
    for (const [index, list] of EVERY_LIST.entries()) {
      await test.step(list.path, async () => {
        if (index > 0) await openInApp(page, list.path);
        await listShown(page, list.table);
        // Measured as soon as the rows show, not once it settles: the columns that do not fit fold
        // before the table is first drawn, never one after another under the reader's eyes.
        expect(await overflow(page), list.path).toEqual({ page: 0, table: 0, clipped: [] });
      });
    }
    await test.step('/organisation/groups/edit (members)', async () => {
      await openInApp(page, '/organisation/groups');
      await page.getByTestId('group-edit').first().click();
      await listShown(page, 'group-members');
      expect(await overflow(page)).toEqual({ page: 0, table: 0, clipped: [] });
    });
  });
});

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[ADMIN][TABLES_FIT]: on a phone the lists never scroll the page nor cut a header', async ({ page }) => {
    test.slow();
    await login(page, DEMO_ADMIN, { to: PHONE_LISTS[0] });
    for (const [index, path] of PHONE_LISTS.entries()) {
      await test.step(path, async () => {
        if (index > 0) await openInApp(page, path);
        await expect(
          page.locator('main .ant-table-tbody tr.ant-table-row, main .ant-table-placeholder').first(),
        ).toBeVisible();
        // The first-priority columns and the sticky actions may still scroll inside the table.
        await expect
          .poll(async () => {
            const found = await overflow(page);
            return { page: found.page, clipped: found.clipped };
          })
          .toEqual({ page: 0, clipped: [] });
      });
    }
  });

  test('[ADMIN][TABLES_FIT]: a column the phone hides shows in the row details and through the picker; a table that still scrolls is a named stop of the keyboard', async ({
    page,
  }) => {
    await login(page, DEMO_ADMIN, { to: '/organisation/users' });
    const table = page.getByTestId('users-table');
    await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    const headers = table.locator('.ant-table-thead th');
    await expect(headers.filter({ hasText: 'E-mail' })).toHaveCount(0);

    await table.locator('.ant-table-row-expand-icon').first().click();
    await expect(table.getByTestId('row-details').first()).toContainText('admin@demo.test');

    await table.getByTestId('column-picker').click();
    await page.getByTestId('column-picker-panel').getByText('E-mail').click();
    await expect(headers.filter({ hasText: 'E-mail' })).toHaveCount(1);

    // The e-mail the user asked back makes the table wider than the phone: it scrolls, by keyboard too.
    const region = table.getByRole('region', { name: 'Table, scrolls sideways' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });
});
