import { expect, test } from '@playwright/test';
import { login } from '../support/session';
import { chooseOption, currentStep, next, SEALS, swapped, wrongCode } from './helpers';
import { userWithRights } from '../support/users';
import { securityCodeFor } from '../support/mail';
import { demoReference } from '../support/seals';
import { leaveWizard } from '../support/dialogs';

test('[SECU][ACTIVATE_RANGE]: a user activates a range of the demo reel with the e-mailed code (a wrong code first), opens its private consultation, cannot activate it twice and finds it in the list', async ({
  page,
}) => {
  // Two mails (the new user's password link, the code) and two wizards: longer than most journeys.
  test.slow();
  const email = await userWithRights('activate', [
    'prod.view',
    'secu.by_range',
    'secu.single_ref',
    'secu.history',
    'secu.change_product',
  ]);
  const first = demoReference(SEALS.rangeFirst);
  const last = demoReference(SEALS.rangeLast);
  await login(page, email, { to: '/security/activation' });
  await page.getByTestId('activation-new').click();
  await expect(page).toHaveURL(/\/security\/activation\/new$/);

  // Method: only those of the user's rights.
  await expect(currentStep(page)).toHaveText('Method');
  await expect(page.getByTestId('method-single')).toBeVisible();
  await expect(page.getByTestId('method-reel')).toHaveCount(0);
  await page.getByTestId('method-range').click();
  await next(page);

  // Product, then its dynamic data, each value checked by its format before any call.
  await expect(currentStep(page)).toHaveText('Product');
  await chooseOption(page, page.getByTestId('activation-product'), 'Vintage red wine · 3017620422003', 'Vintage');
  await expect(page.getByText('Batch number')).toBeVisible();
  await page.getByTestId('dynamic-value-0').fill('L0-2026'); // a digit where the mask AA-9999 wants a letter
  await next(page);
  await expect(page.getByText('Invalid value.')).toBeVisible();
  await page.getByTestId('dynamic-value-0').fill('LO-2026');
  await next(page);

  // References: normalised as typed; a swapped character is caught by the check character.
  await expect(currentStep(page)).toHaveText('References');
  await page.getByTestId('reference-first').fill(swapped(first));
  await page.getByTestId('reference-last').fill(last.replaceAll('-', '').toLowerCase());
  await expect(page.getByTestId('reference-last')).toHaveValue(last);
  await next(page);
  await expect(page.getByText('This reference has a typing error')).toBeVisible();
  await page.getByTestId('reference-first').fill(first);
  await next(page);

  // Destination: a country by its name, a delivery date.
  await expect(currentStep(page)).toHaveText('Destination');
  await chooseOption(page, page.getByTestId('target-country'), 'France (FR)', 'France');
  await page.getByTestId('delivery-date').fill('2026-09-01');
  // Enter confirms the typed date and, like any field of the wizard's form, goes on.
  await page.getByTestId('delivery-date').press('Enter');

  // Verification by the server: one range of ten seals, nothing in the way.
  await expect(currentStep(page)).toHaveText('Verification');
  await expect(page.getByTestId('verify-ok')).toContainText('Seals to activate: 10.');
  await expect(page.getByTestId('verify-ranges')).toContainText(first);
  await next(page);

  // The e-mailed code: a wrong one tells the tries left, the right one activates.
  await expect(currentStep(page)).toHaveText('Security code');
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('code-sent')).toContainText('A code was sent to');
  const code = await securityCodeFor(email);
  await page.getByTestId('security-code').fill(wrongCode(code));
  await expect(page.getByTestId('wizard-next')).toHaveText('Activate');
  await next(page);
  await expect(page.getByText('Invalid security code.')).toBeVisible();
  await expect(page.getByText('Tries left: 4.').first()).toBeVisible();
  await page.getByTestId('security-code').fill(code);
  await next(page);
  await expect(page.getByTestId('write-result')).toContainText('Seals activated: 10.');

  // The private consultation receives the first reference in the navigation state.
  await page.getByTestId('result-consult').click();
  await expect(page).toHaveURL(/\/privateconsultation$/);
  expect(await page.evaluate(() => (window.history.state as { usr?: { ref?: string } } | null)?.usr?.ref)).toBe(first);
  // There the seal now reads active, on the product it was activated for, with its activation in its history.
  await expect(page.getByTestId('seal-state')).toHaveText('Active');
  await expect(page.getByTestId('seal-product')).toHaveText('Vintage red wine');
  await expect(page.getByTestId('history-timeline').locator('[data-testid="history-op-0"]')).toHaveCount(1);

  // The same seal cannot be activated twice: the verification says why, and nothing goes on.
  await page.goto('/security/activation/new');
  await page.getByTestId('method-single').click();
  await next(page);
  await chooseOption(page, page.getByTestId('activation-product'), 'Dark chocolate 70% · 4006381333931', 'Dark');
  await expect(page.getByTestId('no-dynamic-data')).toBeVisible();
  await next(page);
  await page.getByTestId('reference').fill(first);
  await next(page);
  await next(page);
  await expect(page.getByTestId('verify-blocked')).toBeVisible();
  await expect(page.getByTestId('range-problem')).toHaveText('This reel or reference is already activated.');
  await next(page);
  await expect(page.getByTestId('wizard-error')).toContainText('Some ranges cannot go');
  await page.getByTestId('seal-wizard-cancel').click();
  await leaveWizard(page);
  await expect(page).toHaveURL(/\/security\/activation$/);

  // The list, filtered on a reference of the range, holds the activation; its product has dynamic
  // data, so it cannot change product.
  const table = page.getByTestId('activations-table');
  await table.locator('th', { hasText: 'First reference' }).locator('.ant-table-filter-trigger').click();
  await page.getByTestId('reference-filter').fill(demoReference(SEALS.rangeFirst + 5).toLowerCase());
  await page.getByTestId('filter-apply').click();
  await page.waitForURL((url) => url.searchParams.get('f.firstReference') === demoReference(SEALS.rangeFirst + 5));
  const row = table.locator('tbody tr', { hasText: first });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10');
  await expect(row).toContainText('Active');
  await expect(row.getByTestId('change-product-locked')).toBeDisabled();
});
