import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { apiSession, callApi, uniqueEmail } from '../support/users';
import { toasts, uniqueSuffix } from './helpers';

test('[ADMIN][EDIT_ENTITY]: admin opens a sub-entity, edits its data and legal representative, adds an application and sets its site credit', async ({
  page,
}) => {
  const name = `Subsidiary ${uniqueSuffix()}`;
  const admin = await apiSession();
  try {
    await callApi(admin, 'organisationModel', 'createEntity', {
      name,
      address: '5 Canal Street, 59000 Lille',
      legalRepresentative: { firstName: 'Sue', lastName: 'Sidiary', email: uniqueEmail('subsidiary') },
    });
  } finally {
    await admin.dispose();
  }
  await login(page, DEMO_ADMIN, { to: '/organisation/myentities' });

  // From the list, the entity's name opens its page.
  await page.getByTestId('table-search').locator('input').fill(name);
  await page.getByTestId('table-search').locator('input').press('Enter');
  await page.getByTestId('entities-table').getByTestId('entity-open').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/organisation\/myentities\/edit\?id=/);
  await expect(page.getByTestId('entity-rep-name')).toHaveValue('Sue Sidiary');

  // Its data and a second application, saved together.
  const form = page.getByTestId('entity-form');
  await form.getByTestId('entity-registration').fill('RCS Lille 123 456 789');
  await form.getByTestId('entity-vat').fill('FR40303265045');
  await form.getByTestId('entity-rep-name').fill('Susan Sidiary');
  await form.getByTestId('entity-applications').getByText('Traceability').click();
  await form.getByTestId('form-submit').click();
  await expect(toasts(page)).toContainText('Entity saved.');
  await page.reload();
  await expect(page.getByTestId('entity-registration')).toHaveValue('RCS Lille 123 456 789');
  await expect(page.getByTestId('entity-rep-name')).toHaveValue('Susan Sidiary');
  await expect(page.getByTestId('entity-applications').getByRole('checkbox', { name: 'Traceability' })).toBeChecked();

  // Its administrator joined the new application's administrators group: it cannot be taken away now.
  await page.getByTestId('entity-applications').getByText('Traceability').click();
  await page.getByTestId('entity-form').getByTestId('form-submit').click();
  await expect(page.getByTestId('entity-form').getByTestId('form-error')).toContainText(
    'This application is still in use and cannot be removed.',
  );

  // The site credit of the sub-entity.
  await page.getByTestId('site-credit-input').fill('25');
  await page.getByTestId('site-credit-form').getByTestId('form-submit').click();
  await expect(toasts(page)).toContainText('Site credit set to 25.');
  await page.reload();
  await expect(page.getByTestId('site-credit-input')).toHaveValue('25');
});
