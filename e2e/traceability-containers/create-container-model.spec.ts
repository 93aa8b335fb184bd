import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { fillModel, openContainers } from './helpers';

test('[ADMIN][CONTAINER_MODEL]: admin creates a container model; the form holds an item to objects and the minimum below the maximum', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);
  await openContainers(page, 'models');
  await page.getByTestId('model-new').click();
  await expect(page).toHaveURL(/\/tracability\/mycontainer\/new\?kind=model$/);
  const form = page.getByTestId('model-form');
  await expect(form.getByText('From 1 to 10: 1 is an item, 2 a case, 3 a pallet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Level 1 is an item: it holds objects only, the content type follows and is locked.
  await fillModel(page, { name: 'Journey gift box', level: 2, content: 'Containers only', min: 12, max: 6 });
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
  const row = page.getByTestId('models-table').locator('tr', { hasText: 'Journey gift box' });
  await expect(row).toContainText('Level 1 (item)');
  await expect(row).toContainText('Objects only');
  await expect(row).toContainText('2 to 6');
  await expect(row).toContainText('Not used');
  expect(await seriousViolations(page)).toEqual([]);
});
