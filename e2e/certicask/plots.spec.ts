import { expect, test } from '@playwright/test';
import { confirm } from '../support/dialogs';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { numberInput } from './helpers';
import { searchRow } from '../support/tables';

test('[CERTICASK][PLOTS]: the brand adds a plot, is told the rules, edits it and deletes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO_ADMIN, { to: '/certicask/plots' });
  await page.getByTestId('plot-new').click();
  await expect(page).toHaveURL(/\/certicask\/plots\/add$/);

  // Spec 001: a name of 3 to 35 characters, a surface above 0 and below 1000, a grape variety.
  const form = page.getByTestId('plot-form');
  await form.getByTestId('plot-name').fill('Le');
  await numberInput(form, 'plot-surface').fill('1000');
  await form.getByTestId('form-submit').click();
  await expect(form.locator('.ant-form-item-has-error')).toHaveCount(3);

  await form.getByTestId('plot-name').fill('Les Petites Vignes');
  await numberInput(form, 'plot-surface').fill('1.75');
  await form.getByTestId('plot-grape').fill('Petit Verdot');
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/certicask\/plots$/);

  const table = page.getByTestId('plots-table');
  let row = await searchRow(page, table, 'Les Petites Vignes');
  await expect(row).toContainText('Petit Verdot');

  await row.getByTestId('plot-edit').click();
  await expect(page).toHaveURL(/\/certicask\/plots\/edit\?id=/);
  await expect(form.getByTestId('plot-name')).toHaveValue('Les Petites Vignes');
  await form.getByTestId('plot-grape').fill('Malbec');
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/certicask\/plots$/);

  row = await searchRow(page, table, 'Les Petites Vignes');
  await expect(row).toContainText('Malbec');
  await row.getByTestId('plot-delete').click();
  await confirm(page);
  await expect(table.locator('tr', { hasText: 'Les Petites Vignes' })).toHaveCount(0);
});
