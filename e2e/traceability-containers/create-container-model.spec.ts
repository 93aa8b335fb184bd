import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { fillModel, openContainers } from './helpers';

test('[ADMIN][CONTAINER_MODEL]: admin creates a container model; the form holds an item to objects and the minimum below the maximum', async ({
  page,
}) => {
  // A name of its own, so the list shows this run's model whatever the database already holds.
  const name = `Journey gift box ${Date.now().toString(36)}`;
  await login(page, DEMO_ADMIN);
  await openContainers(page, 'models');
  await page.getByTestId('model-new').click();
  await expect(page).toHaveURL(/\/tracability\/mycontainer\/new\?kind=model$/);
  const form = page.getByTestId('model-form');
  await expect(form.getByText('From 1 to 10: 1 is an item, 2 a case, 3 a pallet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Level 1 is an item: it holds objects only, the content type follows and is locked.
  await fillModel(page, { name, level: 2, content: 'Containers only', min: 12, max: 6 });
  await form.getByLabel('Level', { exact: true }).fill('1');
  await expect(form.getByText('An item (level 1) holds objects only.')).toBeVisible();
  await expect(form.getByLabel('Objects only', { exact: true })).toBeChecked();
  await expect(form.getByLabel('Containers only', { exact: true })).toBeDisabled();

  // The minimum must be below the maximum: the same rule as the server's, on the field, before sending.
  await form.getByTestId('form-submit').click();
  await expect(form.getByText('The minimum must be below the maximum.')).toBeVisible();
  await expect(page).toHaveURL(/kind=model$/);

  await form.getByLabel('Minimum quantity', { exact: true }).fill('2');
  await expect(form.getByText('The minimum must be below the maximum.')).toBeHidden();
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/tracability\/mycontainer\?tab=models$/);
  // The columns that always stay in view (the others leave for the row's details on a narrow table).
  const row = page.getByTestId('models-table').locator('tr', { hasText: name });
  await expect(row).toContainText('Level 1 (item)');
  await expect(row).toContainText('Not used');
  expect(await seriousViolations(page)).toEqual([]);

  // Not in use, it opens for editing with what was saved.
  await row.getByTestId('model-edit').click();
  const saved = page.getByTestId('model-form');
  await expect(saved.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(saved.getByLabel('Objects only', { exact: true })).toBeChecked();
  await expect(saved.getByLabel('Minimum quantity', { exact: true })).toHaveValue('2');
  await expect(saved.getByLabel('Maximum quantity', { exact: true })).toHaveValue('6');
  await expect(saved.getByLabel('Name', { exact: true })).toBeEnabled();
  await expect(page.getByTestId('model-in-use')).toHaveCount(0);
});
