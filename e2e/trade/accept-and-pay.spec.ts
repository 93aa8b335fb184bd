import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { confirm } from '../support/dialogs';
import { login } from '../support/session';
import { DEMO_ADMIN } from '../support/env';
import { isPdf } from './helpers';

test('[TRADE][ACCEPT_QUOTATION]: the brand accepts the issued quotation, sees the order with its invoice, downloads the invoice PDF and is shown how to pay by bank transfer', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);

  // The demo's issued quotation (apps/server/src/db/seed): the only one issued.
  await page.goto('/trade/quotations?f.status=issued');
  const table = page.getByTestId('quotations-table');
  const row = table.locator('tbody tr', { has: page.getByTestId('quotation-status') }).first();
  await expect(row.getByTestId('quotation-status')).toHaveText('Issued');
  await row.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/trade\/quotations\/[\w-]+$/);
  await expect(page.getByTestId('trade-totals')).toBeVisible();
  await page.getByTestId('quotation-accept').click();
  await confirm(page);

  // The order opens, new and unpaid, with its invoice issued in the same step.
  await expect(page).toHaveURL(/\/trade\/orders\/[\w-]+$/);
  await expect(page.getByTestId('pay-status')).toHaveText('Unpaid');
  await expect(page.getByTestId('trade-status').first()).toHaveText('New');
  const invoices = page.getByTestId('order-invoices');
  await expect(invoices).toContainText('Invoice');

  const download = page.waitForEvent('download');
  await invoices.getByTestId('invoice-pdf').first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(isPdf(fs.readFileSync((await file.path())!))).toBe(true);

  // Paying by bank transfer shows what to write on the transfer, the order number as reference.
  const title = (await page.locator('h1').textContent()) ?? '';
  const orderNumber = /O\d{4}-\d{6}/.exec(title)![0];
  await page.getByTestId('pay-bankTransfer').click();
  const instructions = page.getByTestId('bank-instructions');
  await expect(instructions).toBeVisible();
  await expect(page.getByTestId('bank-reference')).toHaveText(orderNumber);
  await expect(page.getByTestId('bank-iban')).not.toBeEmpty();
  await page.getByTestId('bank-close').click();
  await expect(instructions).toBeHidden();
});
