import { expect, test } from '@playwright/test';
import { login } from '../support/session';
import { currentStep, next, SEALS } from './helpers';
import { userWithRights } from '../support/users';
import { securityCodeFor } from '../support/mail';
import { demoReference } from '../support/seals';

test('[SECU][CANCEL_SEAL]: a user cancels an activated seal with the e-mailed code, finds it in the cancellations, and cannot cancel it twice', async ({
  page,
}) => {
  const email = await userWithRights('cancel', ['prod.view', 'secu.cancel']);
  const reference = demoReference(SEALS.toCancel);
  await login(page, email, { to: '/security/cancellation' });
  await expect(currentStep(page)).toHaveText('Method');
  // Every method names seals to cancel; a single reference is the first choice.
  await expect(page.getByTestId('method-range')).toBeVisible();
  await page.getByTestId('method-single').click();
  await next(page);

  await page.getByTestId('reference').fill(reference.toLowerCase());
  await next(page);
  await expect(currentStep(page)).toHaveText('Reason');
  await page.getByTestId('reason').fill('Label torn at packing');
  await next(page);

  await expect(page.getByTestId('verify-ok')).toContainText('Seals to cancel: 1.');
  await next(page);
  await page.getByTestId('send-code').click();
  await page.getByTestId('security-code').fill(await securityCodeFor(email));
  await expect(page.getByTestId('wizard-next')).toHaveText('Cancel the seals');
  await next(page);
  await expect(page.getByTestId('write-result')).toContainText('Seals cancelled: 1.');

  // The cancellation is listed, with its reason.
  await page.getByTestId('result-list').click();
  await expect(page).toHaveURL(/tab=list/);
  const row = page.getByTestId('cancellations-table').locator('tbody tr', { hasText: reference });
  await expect(row).toHaveCount(1);

  // A cancelled seal cannot be cancelled again (113).
  await page.getByRole('tab', { name: 'Cancel seals' }).click();
  await page.getByTestId('method-single').click();
  await next(page);
  await page.getByTestId('reference').fill(reference);
  await next(page);
  await next(page);
  await expect(page.getByTestId('verify-blocked')).toBeVisible();
  await expect(page.getByTestId('range-problem')).toHaveText('This reference is already cancelled.');
});
