import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { confirm, DELIVERED, searchReel, WINE_CASE } from './helpers';

/**
 * A transfer cannot be undone, and every browser journey shares the demo data: this journey goes
 * through the whole form up to the server's refusal; the transfers themselves are API-tested
 * (apps/server/src/modules/reels/transfer.test.ts).
 */
test('[ADMIN][TRANSFER_REEL]: admin sees the transfer state of the reels and is told why a reel cannot move yet', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/organisation/reeltransfert' });
  const table = page.getByTestId('reel-transfer-table');

  let rows = await searchReel(page, table, WINE_CASE);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Not transferred');
  await expect(rows.getByTestId('reel-transfer-open')).toBeVisible();

  rows = await searchReel(page, table, DELIVERED);
  await expect(rows).toContainText('No seal activated yet');
  await expect(rows.getByTestId('reel-transfer-open')).toHaveCount(0);

  // Typed by reference in the form, the unused reel is refused by the server.
  await page.getByTestId('reel-transfer-new').click();
  const form = page.getByTestId('transfer-form');
  await form.getByTestId('transfer-reference').fill(DELIVERED);
  await form.getByTestId('transfer-target').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Demo Company Asia').click();
  await form.getByTestId('form-submit').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(
    `Transfer the reel ${DELIVERED} to Demo Company Asia?`,
  );
  await confirm(page);
  await expect(form.getByTestId('form-error')).toContainText('No seal of this reel is activated yet.');

  // An unknown reel lands on its field.
  await form.getByTestId('transfer-reference').fill('ZZZZ-ZZZZ-ZZZX');
  await form.getByTestId('form-submit').click();
  await confirm(page);
  await expect(form).toContainText('This reel does not exist or is not yours.');
});
