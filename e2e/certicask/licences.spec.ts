import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirm, clickUntilClosed } from '../support/dialogs';
import { DEMO_ADMIN } from '../support/env';
import { COLD_LOAD_MS, login } from '../support/session';
import { numberInput } from './helpers';

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** Fills every billing field of the buy form (all are required). */
async function fillBilling(form: Locator) {
  await form.getByTestId('billing-companyName').fill('Demo Company');
  await form.getByTestId('billing-address').fill('12 rue des Chais');
  await form.getByTestId('billing-postalCode').fill('33250');
  await form.getByTestId('billing-town').fill('Pauillac');
  // The company settings' country comes prefilled.
  await expect(form.getByTestId('billing-country')).toContainText('France');
  await form.getByTestId('billing-vatNumber').fill('FR40303265045');
  await form.getByTestId('billing-email').fill('billing@demo.test');
  await form.getByTestId('billing-phone').fill('+33 5 56 00 00 00');
}

/**
 * Buys licences by card: the form sends the browser to the Stripe stand-in's hosted page
 * (e2e/support/stripe-checkout.ts), which names the order and its amount. Answers the order number.
 */
async function buyByCard(page: Page, quantity: number, amount: string) {
  await page.goto('/certicask/licences/add');
  const form = page.getByTestId('licence-buy-form');
  await numberInput(form, 'licence-quantity').fill(String(quantity));
  await fillBilling(form);
  await form.getByRole('radio', { name: 'Card' }).check();
  await form.getByTestId('licence-terms').check();
  await form.getByTestId('form-submit').click();

  await expect(page).toHaveURL(/\/c\/pay\/cs_test_e2e_\d+$/);
  await expect(page.getByTestId('checkout-amount')).toHaveText(amount);
  const orderNumber = (await page.getByTestId('checkout-order').textContent()) ?? '';
  expect(orderNumber).toMatch(/^O\d{4}-\d{6}$/);
  return orderNumber;
}

test('[CERTICASK][BUY_LICENCES]: the brand buys licences with its billing fields, pays by bank transfer and prints the invoice of the order', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/certicask/licences/add' });
  const form = page.getByTestId('licence-buy-form');
  await expect(page.getByTestId('licence-price')).toContainText('€120.00');

  await numberInput(form, 'licence-quantity').fill('2');
  await expect(page.getByTestId('licence-total')).toHaveText('€240.00');

  // Every billing field is required: an empty one is named before anything is sent.
  await form.getByTestId('billing-companyName').fill('');
  await form.getByTestId('licence-terms').check();
  await form.getByTestId('form-submit').click();
  await expect(form.locator('.ant-form-item-has-error')).not.toHaveCount(0);

  await fillBilling(form);
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await form.getByTestId('form-submit').click();

  // Trade's bank transfer instructions: the order number is the transfer's reference.
  await expect(page.getByTestId('bank-instructions')).toBeVisible();
  const orderNumber = (await page.getByTestId('bank-reference').textContent()) ?? '';
  expect(orderNumber).toMatch(/^O\d{4}-\d{6}$/);
  await expect(page.getByTestId('bank-amount')).toHaveText('€288.00');
  await clickUntilClosed(page.getByTestId('bank-close'));

  // The order list shows it awaiting payment, with its invoice to print.
  await expect(page).toHaveURL(/\/certicask\/licences\/orderlist$/);
  const row = page.getByTestId('licence-orders-table').locator('tr', { hasText: orderNumber });
  await expect(row.getByTestId('order-state')).toHaveText('Awaiting payment');
  const download = page.waitForEvent('download');
  await row.getByTestId('order-invoice').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(isPdf(fs.readFileSync((await file.path())!))).toBe(true);
});

test('[CERTICASK][PAY_BY_CARD]: the brand buys two licences, pays by card, finds them free, puts one on a device, sees its key once, then revokes it', async ({
  page,
}) => {
  test.slow(); // a purchase, its payment, two assignments and a revocation
  await login(page, DEMO_ADMIN);
  const orderNumber = await buyByCard(page, 2, '288.00 EUR');

  // Paying on the hosted page sends Stripe's signed notification, then the browser back to the order list.
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/certicask\/licences\/orderlist\?payment=done$/);
  // Back from the checkout's own page: the console loads again.
  await expect(page.getByTestId('payment-done')).toBeVisible({ timeout: COLD_LOAD_MS });
  const order = page.getByTestId('licence-orders-table').locator('tr', { hasText: orderNumber });
  await expect(order.getByTestId('order-state')).toHaveText('Validated');
  await expect(order.getByTestId('pay-stripe')).toHaveCount(0);

  // The payment made the order's two licences, free.
  await page.goto('/certicask/licences?f.state=free');
  const table = page.getByTestId('licences-table');
  const bought = table.locator('tbody tr', { hasText: orderNumber });
  await expect(bought).toHaveCount(2);
  await expect(bought.getByTestId('licence-state')).toHaveText(['Free', 'Free']);
  const row = bought.first();
  const number = /L\d{4}-\d{6}/.exec((await row.textContent()) ?? '')![0];

  await row.getByTestId('licence-assign').click();
  const assign = page.getByTestId('assign-form');
  await assign.getByTestId('assign-device-name').fill('Bottling line phone');
  await assign.getByTestId('assign-device-identifier').fill('PHONE-BOTTLING-07');
  await assign.getByTestId('form-submit').click();
  await expect(page.getByTestId('device-key')).toContainText(/ccd_[\w-]{43}/);
  await page.getByTestId('device-key-close').click();
  // Once: the key is not shown again.
  await expect(page.getByTestId('device-key')).toHaveCount(0);

  await page.goto('/certicask/licences?f.state=used');
  const used = table.locator('tr', { hasText: number });
  await expect(used.getByTestId('licence-state')).toHaveText('Used');
  await expect(used).toContainText('Bottling line phone');

  // Revoke: from its row to the revoke page, which names it and its device.
  await used.getByTestId('licence-revoke-link').click();
  await expect(page).toHaveURL(/\/certicask\/licences\/revoke\?licence=/);
  await expect(page.getByText('On Bottling line phone (PHONE-BOTTLING-07)')).toBeVisible();
  await page.getByTestId('revoke-reason').fill('Phone replaced');
  await page.getByTestId('revoke-submit').click();
  await confirm(page);

  await expect(page).toHaveURL(/\/certicask\/licences$/);
  await page.goto('/certicask/licences?f.state=revoked');
  const revoked = table.locator('tr', { hasText: number });
  await expect(revoked.getByTestId('licence-state')).toHaveText('Revoked');
  await expect(revoked.getByTestId('licence-assign')).toHaveCount(0);

  // The device is free again: the order's other licence goes on it.
  await page.goto('/certicask/licences?f.state=free');
  const other = table.locator('tbody tr', { hasText: orderNumber });
  await expect(other).toHaveCount(1);
  await other.getByTestId('licence-assign').click();
  await assign.getByTestId('assign-device-name').fill('Bottling line phone');
  await assign.getByTestId('assign-device-identifier').fill('PHONE-BOTTLING-07');
  await assign.getByTestId('form-submit').click();
  await expect(page.getByTestId('device-key')).toContainText(/ccd_[\w-]{43}/);
  await page.getByTestId('device-key-close').click();
});

test('[CERTICASK][CARD_REFUSED]: a refused card payment cancels the licence order, its invoice gets its credit note and no licence is made', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);
  const orderNumber = await buyByCard(page, 1, '144.00 EUR');

  await page.getByTestId('checkout-refuse').click();
  await expect(page).toHaveURL(/\/certicask\/licences\/orderlist\?payment=cancelled$/);
  const order = page.getByTestId('licence-orders-table').locator('tr', { hasText: orderNumber });
  await expect(order.getByTestId('order-state')).toHaveText('Cancelled', { timeout: COLD_LOAD_MS });
  await expect(order.getByTestId('order-credit-note')).toBeVisible();
  await expect(order.getByTestId('pay-stripe')).toHaveCount(0);

  await page.goto('/certicask/licences');
  await expect(page.getByTestId('licences-table')).toBeVisible();
  await expect(page.getByTestId('licences-table').locator('tbody tr', { hasText: orderNumber })).toHaveCount(0);
});
