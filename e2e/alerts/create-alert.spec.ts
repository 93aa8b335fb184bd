import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/session';
import { userWithRights } from '../support/users';
import { demoReference } from '../support/seals';
import { confirm, leaveWizard } from '../support/dialogs';

/** Seals of the demo wine case reel (2,000 to 2,099) that only this journey's alerts watch. */
const FIRST = 2_090;
const LAST = 2_095;

const next = (page: Page) => page.getByTestId('wizard-next').click();
const currentStep = (page: Page) => page.locator('.ant-steps-item-active .ant-steps-item-title');

test('[SECU][ALERTS]: a user creates a range alert in 3 steps, sees it in the list, and deletes it', async ({
  page,
}) => {
  const email = await userWithRights('alerts', ['secu.alert_view', 'secu.alert_create', 'secu.alert_delete']);
  const name = `Range watch ${Date.now().toString(36)}`;
  await login(page, email, { to: '/security/alertManagement' });
  await page.getByTestId('alert-new').click();
  await expect(page).toHaveURL(/\/security\/alertCreate$/);

  // Step 1: name and type, with the range's references.
  await expect(currentStep(page)).toHaveText('Name and type');
  await page.getByTestId('alert-name').fill(name);
  await page.getByTestId('alert-type-range').click();
  await page.getByTestId('alert-first').fill(demoReference(FIRST));
  await next(page);
  // The last reference is missing: the step stays, with the catalogue's message.
  await expect(page.getByText('Enter the first and last references of the range.')).toBeVisible();
  await page.getByTestId('alert-last').fill(demoReference(LAST));
  await next(page);

  // Step 2: limit and options.
  await expect(currentStep(page)).toHaveText('Limit and options');
  await page.getByRole('spinbutton', { name: 'Limit' }).fill('3');
  await page.getByTestId('alert-target-country').click();
  await next(page);

  // Step 3: recipients; To is required.
  await expect(currentStep(page)).toHaveText('Recipients');
  await expect(page.getByTestId('wizard-next')).toHaveText('Create the alert');
  await next(page);
  await expect(page.getByText('Add at least one To recipient.')).toBeVisible();
  const to = page.getByTestId('alert-to').locator('input');
  await to.fill('watch@e2e.test');
  await to.press('Enter');
  // An address typed without Enter is taken when the box is left (and by Next: the range again, below).
  const cc = page.getByTestId('alert-cc').locator('input');
  await cc.fill('copy@e2e.test');
  await cc.blur();
  await expect(page.getByTestId('alert-cc')).toContainText('copy@e2e.test');
  await next(page);

  // The list shows it with its range, limit, option and recipients.
  await expect(page).toHaveURL(/\/security\/alertManagement$/);
  const row = page.getByTestId('alerts-table').locator('tbody tr', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(demoReference(FIRST));
  await expect(row).toContainText('watch@e2e.test');

  // Its mails drawer is empty.
  await row.getByTestId('alert-deliveries-open').click();
  await expect(page.getByTestId('alert-deliveries')).toContainText('No mail sent yet');
  await page.keyboard.press('Escape');

  // The same range again is refused on its field, back on the first step, with what was typed kept.
  await page.getByTestId('alert-new').click();
  await page.getByTestId('alert-name').fill(`${name} again`);
  await page.getByTestId('alert-type-range').click();
  await page.getByTestId('alert-first').fill(demoReference(FIRST));
  await page.getByTestId('alert-last').fill(demoReference(LAST));
  await next(page);
  await next(page);
  await page.getByTestId('alert-to').locator('input').fill('watch@e2e.test');
  await next(page);
  await expect(page.getByText('This range overlaps the range of another alert.')).toBeVisible();
  await expect(currentStep(page)).toHaveText('Name and type');
  await expect(page.getByTestId('alert-name')).toHaveValue(`${name} again`);
  await page.getByTestId('wizard-cancel').click();
  await leaveWizard(page);
  await expect(page).toHaveURL(/\/security\/alertManagement$/);

  // Deleted after confirmation.
  await row.getByTestId('alert-delete').click();
  await confirm(page);
  await expect(page.getByTestId('alerts-table').locator('tbody tr', { hasText: name })).toHaveCount(0);
});
