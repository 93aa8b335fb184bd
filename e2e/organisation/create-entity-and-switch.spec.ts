import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { rowOf, toasts, uniqueSuffix } from './helpers';

test('[ADMIN][CREATE_ENTITY]: admin creates a sub-entity with the wizard and switches to it', async ({ page }) => {
  const suffix = uniqueSuffix();
  const name = `Branch ${suffix}`;
  const representative = `branch-${suffix}@e2e.test`;
  await login(page, DEMO_ADMIN);
  await expect(page.getByTestId('entity-switcher-name')).toHaveText('Demo Company');

  await page.goto('/organisation/createentity');
  const wizard = page.getByTestId('entity-wizard');
  // Step 1: the entity. A required field left empty stops the wizard on its step.
  await wizard.getByTestId('wizard-next').click();
  await expect(wizard.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await wizard.getByTestId('entity-name').fill(name);
  await wizard.getByTestId('entity-address').fill('12 Market Street, 69002 Lyon');
  await wizard.getByTestId('wizard-next').click();
  // Step 2: the applications; the console is always part of it.
  await expect(wizard.getByTestId('entity-applications')).toBeVisible();
  await wizard.getByTestId('wizard-next').click();
  // Step 3: the legal representative, its first administrator.
  await wizard.getByTestId('entity-rep-first-name').fill('Bruno');
  await wizard.getByTestId('entity-rep-last-name').fill('Branch');
  await wizard.getByTestId('entity-rep-email').fill(representative);
  await wizard.getByTestId('wizard-next').click();
  // Step 4: the summary, then the creation.
  await expect(wizard.getByTestId('entity-summary')).toContainText(name);
  await expect(wizard.getByTestId('entity-summary')).toContainText(representative);
  await wizard.getByTestId('wizard-next').click();
  await expect(toasts(page)).toContainText('Entity created.');
  await expect(page).toHaveURL(/\/organisation\/myentities$/);
  await expect(rowOf(page.getByTestId('entities-table'), name)).toContainText('Demo Company');

  // The banner's switcher moves the session to the new entity.
  await page.getByTestId('entity-switcher').click();
  await page.getByTestId(`entity-switch-${name}`).click();
  await expect(page.getByTestId('entity-switcher-name')).toHaveText(name);
  await expect(toasts(page)).toContainText(`You are now working in ${name}.`);

  // Lists now answer for that entity: its only user is the legal representative.
  await page.goto('/organisation/users');
  await expect(page.getByTestId('users-table')).toContainText(representative);
  await expect(page.getByTestId('users-table')).not.toContainText(DEMO_ADMIN);
  await expect(page.getByTestId('entity-switcher-name')).toHaveText(name);
});
