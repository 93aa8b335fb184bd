import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { CHOCOLATE, demoReference, searchReel, toasts } from './helpers';

test('[ADMIN][SPLIT_REEL]: admin splits the unused end off a reel and sees the two reels in the list', async ({
  page,
}) => {
  // The last ten seals of the chocolate reel, far from the activated half other journeys use.
  const partFirst = demoReference('activeWithThresholds', 990);
  await login(page, DEMO_ADMIN, { to: '/security/reels' });
  const table = page.getByTestId('reels-table');

  let rows = await searchReel(page, table, CHOCOLATE);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('reel-reference')).toHaveText(CHOCOLATE);
  await expect(rows.getByTestId('reel-status')).toHaveText('In use');
  await rows.getByTestId('reel-split').click();

  const form = page.getByTestId('split-form');
  await expect(form.getByTestId('split-first')).toHaveValue(CHOCOLATE);
  // The first half of the reel is activated: it cannot become a reel of its own.
  await form.getByTestId('split-quantity').fill('600');
  await form.getByTestId('form-submit').click();
  await expect(form.getByTestId('form-error')).toContainText('This reel is already used.');

  // A typo in the last reference is caught before any call.
  await form.getByTestId('split-first').fill(partFirst);
  await form.getByText('Last reference', { exact: true }).click();
  await form.getByTestId('split-last').fill(`${partFirst.slice(0, -1)}${partFirst.endsWith('0') ? '1' : '0'}`);
  await form.getByTestId('form-submit').click();
  await expect(form).toContainText('This reference has a typing mistake');

  await form.getByText('Number of seals', { exact: true }).first().click();
  await form.getByTestId('split-quantity').fill('10');
  await form.getByTestId('form-submit').click();
  await expect(toasts(page)).toContainText(`Reel split: ${partFirst} now holds 10 seals.`);
  await expect(form).toBeHidden();

  // Both reels are listed, each with its own seals.
  rows = await searchReel(page, table, partFirst);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('reel-reference')).toHaveText(partFirst);
  await expect(rows.getByTestId('reel-status')).toHaveText('New');
  await expect(rows).toContainText('0 / 10');
  rows = await searchReel(page, table, CHOCOLATE);
  await expect(rows.getByTestId('reel-reference')).toHaveText(CHOCOLATE);
  await expect(rows).toContainText('500 / 990');

  await table.getByTestId('table-search').locator('input').clear();
  await table.getByTestId('table-search').locator('input').press('Enter');
  await expect(table.getByTestId('reel-reference').filter({ hasText: partFirst })).toHaveCount(1);
  await expect(table.getByTestId('reel-reference').filter({ hasText: CHOCOLATE })).toHaveCount(1);
});

test('[ADMIN][SPLIT_REEL]: the reels screen and its split form work on a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO_ADMIN, { to: '/security/reels' });
  const table = page.getByTestId('reels-table');
  const rows = await searchReel(page, table, demoReference('inactive'));
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('reel-reference')).toBeVisible();
  // The fixed actions column does not cover the reference.
  const reference = await rows.getByTestId('reel-reference').boundingBox();
  const actions = await rows.locator('td').last().boundingBox();
  expect(reference!.x + reference!.width).toBeLessThanOrEqual(actions!.x);
  await rows.getByTestId('reel-split').click();
  const form = page.getByTestId('split-form');
  await expect(form.getByTestId('split-quantity')).toBeVisible();
  const box = await form.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
