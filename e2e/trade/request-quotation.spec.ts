import { expect, test } from '@playwright/test';
import { securityCodeFor } from '../support/mail';
import { login } from '../support/session';
import { userWithRights } from '../support/users';
import { currentStep, ensureDeliveryAddress, next, pickOption } from './helpers';

test('[TRADE][REQUEST_QUOTATION]: a brand requests a quotation with the e-mailed code and finds it requested', async ({
  page,
}) => {
  const email = await userWithRights('quote', ['trade.view', 'prod.view']);
  const note = `Spring bottling ${email.slice(6, 14)}`;
  await ensureDeliveryAddress();
  await login(page, email, { to: '/trade/requestaquotation' });
  await expect(currentStep(page)).toHaveText('Lines');
  const line = page.getByTestId('line-0');
  await pickOption(page, line.getByTestId('line-0-article'));
  await line.getByTestId('line-0-quantity').fill('250');

  // A QR type encodes the product's GTIN: without a product the rule shows before sending.
  await pickOption(page, line.getByTestId('line-0-qr-type'), 'GS1 Digital Link QR code');
  await expect(line.getByTestId('line-0-gtin')).toContainText('choose the product');
  await pickOption(page, line.getByTestId('line-0-qr-type'), 'No code');
  await expect(line.getByTestId('line-0-gtin')).toHaveCount(0);
  await line.getByTestId('line-0-description').fill(note);

  // A second line, then removed: the request keeps one.
  await page.getByTestId('line-add').click();
  await expect(page.getByTestId('line-1')).toBeVisible();
  await page.getByTestId('line-1-remove').click();
  await expect(page.getByTestId('line-1')).toHaveCount(0);
  await next(page);

  await expect(currentStep(page)).toHaveText('Delivery and terms');
  await expect(page.getByTestId('delivery-address')).not.toBeEmpty();
  // The terms must be accepted.
  await next(page);
  await expect(page.getByText('Accept the terms of sale to send the request.')).toBeVisible();
  await page.getByTestId('terms').check();
  await next(page);

  await expect(currentStep(page)).toHaveText('Security code');
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('code-sent')).toContainText('A code was sent to');
  await page.getByTestId('security-code').fill(await securityCodeFor(email));
  await expect(page.getByTestId('wizard-next')).toHaveText('Send the request');
  await next(page);

  await expect(page).toHaveURL(/\/trade\/quotations$/);
  // Newest first: the request just sent (only this journey requests quotations).
  await page.goto('/trade/quotations?sort=-requestedAt');
  const row = page
    .getByTestId('quotations-table')
    .locator('tbody tr', { has: page.getByTestId('quotation-status') })
    .first();
  await expect(row.getByTestId('quotation-status')).toHaveText('Requested');
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('trade-lines')).toContainText(note);
  await expect(page.getByTestId('quotation-accept')).toHaveCount(0);
});
