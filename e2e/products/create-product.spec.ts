import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import {
  chooseOption,
  confirm,
  currentStep,
  fillBasicStep,
  next,
  searchRow,
  toasts,
  uniqueGtin,
  uniqueSuffix,
} from './helpers';

test('[ADMIN][CREATE_PRODUCT]: admin creates a product through the five steps with dynamic data, archives it, finds it in the archive and unarchives it', async ({
  page,
}) => {
  // Five wizard steps, an edit, then the archive and back: the longest product journey (about a
  // minute on a busy two-core machine, where the 60 s default cut it at its very last check).
  test.slow();
  const suffix = uniqueSuffix();
  const title = `Gin ${suffix}`;
  await login(page, DEMO_ADMIN, { to: '/products/myproducts' });
  await page.getByTestId('product-new').click();
  await expect(page).toHaveURL(/\/products\/new$/);

  // Step 1, basic data.
  await expect(currentStep(page)).toHaveText('Basic data');
  await next(page);
  await expect(page.getByText('This field is required.').first()).toBeVisible(); // a title is needed
  await fillBasicStep(page, { title, gtin: uniqueGtin() });
  await page.getByTestId('product-sku').fill(`SKU-${suffix}`);
  await page.getByTestId('product-brand').fill('E2E Spirits');
  await next(page);

  // Step 2, additional data: validity, and two dynamic data fields; a list needs a value.
  await expect(currentStep(page)).toHaveText('Additional data');
  await page.getByTestId('product-validity').fill('365');
  await page.getByTestId('dynamic-add').click();
  await page.getByTestId('dynamic-label').nth(0).fill('Cask');
  await chooseOption(page, page.getByTestId('dynamic-format').nth(0), 'List');
  await page.getByTestId('dynamic-add').click();
  await page.getByTestId('dynamic-label').nth(1).fill('Bottled on');
  await chooseOption(page, page.getByTestId('dynamic-format').nth(1), 'Date');
  await page.getByTestId('dynamic-mandatory').nth(1).check();
  await next(page);
  await expect(page.getByText('The value list cannot be empty.')).toBeVisible();
  await page.getByTestId('dynamic-values').locator('input').fill('Oak');
  await page.getByTestId('dynamic-values').locator('input').press('Enter');
  await next(page);

  // Step 3, multilingual data: a French title.
  await expect(currentStep(page)).toHaveText('Multilingual data');
  await page.getByTestId('texts-tab-fr').click();
  await page.getByTestId('product-title-fr').fill(`Gin ${suffix} (fr)`);
  await page.getByTestId('product-description-fr').fill('Un gin sec.');
  await next(page);

  // Step 4, redirect URLs.
  await expect(currentStep(page)).toHaveText('Redirect URLs');
  await page.getByTestId('product-redirect-en').fill('https://example.com/gin');
  await next(page);

  // Step 5, security: the fraudulent threshold cannot be below the suspect one.
  await expect(currentStep(page)).toHaveText('Security features');
  await chooseOption(page, page.getByTestId('product-captcha'), '6 bubbles');
  await page.getByTestId('product-suspect').fill('5');
  await page.getByTestId('product-fraudulent').fill('3');
  await next(page);
  await expect(page.getByText('Too short or too small (minimum 5).')).toBeVisible();
  await page.getByTestId('product-fraudulent').fill('10');
  await expect(page.getByTestId('wizard-next')).toHaveText('Create the product');
  await next(page);

  await expect(toasts(page)).toContainText('Product created.');
  await expect(page).toHaveURL(/\/products\/myproducts$/);
  const table = page.getByTestId('products-table');
  const row = await searchRow(page, table, title);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('E2E Spirits');

  // The dynamic data were saved with the product.
  await row.getByTestId('product-edit').click();
  await expect(page.getByTestId('product-title')).toHaveValue(title);
  await next(page);
  await expect(page.getByTestId('dynamic-item')).toHaveCount(2);
  await expect(page.getByTestId('dynamic-label').nth(0)).toHaveValue('Cask');
  await page.getByTestId('product-cancel').click();

  // Archive it: it leaves my products for the archive.
  const listed = await searchRow(page, table, title);
  await listed.getByTestId('product-archive').click();
  await confirm(page);
  await expect(toasts(page)).toContainText('Product archived.');
  await expect(table.locator('tr', { hasText: title })).toHaveCount(0);

  await page.getByTestId('product-archive-link').click();
  await expect(page).toHaveURL(/\/products\/archived/);
  await expect(page.getByRole('heading', { name: 'Archived products' })).toBeVisible();
  const archived = await searchRow(page, table, title);
  await expect(archived).toHaveCount(1);
  await archived.getByTestId('product-unarchive').click();
  await confirm(page);
  await expect(toasts(page)).toContainText('Product unarchived.');
  await expect(table.locator('tr', { hasText: title })).toHaveCount(0);

  await page.getByTestId('product-list-link').click();
  await expect(page.getByRole('heading', { name: 'My products' })).toBeVisible();
  await expect(await searchRow(page, table, title)).toHaveCount(1);
});
