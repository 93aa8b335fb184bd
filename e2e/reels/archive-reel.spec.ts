import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { confirm, DELIVERED, OLIVE_OIL, searchReel, toasts } from './helpers';

test('[ADMIN][ARCHIVE_REEL]: admin archives a reel with activated seals, finds it with the archived filter and unarchives it', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/security/reels' });
  const table = page.getByTestId('reels-table');

  // A reel without any activated seal offers no archiving.
  let rows = await searchReel(page, table, DELIVERED);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('reel-archive')).toHaveCount(0);

  rows = await searchReel(page, table, OLIVE_OIL);
  await expect(rows.getByTestId('reel-status')).toHaveText('Used up');
  await rows.getByTestId('reel-archive').click();
  await confirm(page);
  await expect(toasts(page)).toContainText(`Reel ${OLIVE_OIL} archived.`);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(0);

  // The archived filter shows it.
  await page.goto(`/security/reels?q=${OLIVE_OIL}&f.archived=true`);
  rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('reel-archived')).toBeVisible();
  await rows.getByTestId('reel-unarchive').click();
  await confirm(page);
  await expect(toasts(page)).toContainText(`Reel ${OLIVE_OIL} is back in the list.`);
  // Unarchived, it leaves the archived list (and is back among the others: the API tests read both).
  await expect(rows).toHaveCount(0);
});

test('[ADMIN][REEL_STOCK]: the dashboard shows the reel stock and leads to the reels', async ({ page }) => {
  await login(page, DEMO_ADMIN);
  const widget = page.getByTestId('widget-reelStock');
  await expect(widget.getByTestId('reel-stock-left')).toHaveText(/\d/);
  await expect(widget.getByTestId('reel-stock-summary')).toContainText('Reels:');
  await widget.getByRole('link').click();
  await expect(page).toHaveURL(/\/security\/reels$/);
  await expect(page.getByTestId('reels-table')).toBeVisible();
});
