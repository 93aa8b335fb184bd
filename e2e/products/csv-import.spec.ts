import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { searchRow, uniqueGtin, uniqueSuffix } from './helpers';

test('[ADMIN][IMPORT_PRODUCTS]: a CSV with good and bad rows imports the good ones, with progress and a report of the bad ones', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const good = uniqueGtin();
  // A GTIN whose last digit is not its check digit.
  const wrongCheckDigit = good.slice(0, 12) + String((Number(good.at(-1)) + 1) % 10);
  const csv = [
    'sku,gtin,title_en,title_fr,description_en,description_fr,brand,validity_days',
    `CSV-A-${suffix},${uniqueGtin()},Tonic ${suffix} A,Tonique ${suffix} A,Tonic,Tonique,E2E Drinks,365`,
    `CSV-B-${suffix},${uniqueGtin()},Tonic ${suffix} B,,Tonic,,E2E Drinks,730`,
    `CSV-C-${suffix},${wrongCheckDigit},Tonic ${suffix} C,,Tonic,,E2E Drinks,365`,
    `CSV-D-${suffix},,Tonic ${suffix} D,,Tonic,,E2E Drinks,a year`,
  ].join('\n');

  await login(page, DEMO_ADMIN, { to: '/products/myproducts' });
  await page.getByTestId('product-import').click();
  await expect(page).toHaveURL(/\/products\/import$/);

  // The preview: two valid rows, two with their errors per column.
  await page.locator('input[type=file]').setInputFiles({
    name: `products-${suffix}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const preview = page.getByTestId('import-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('import-valid')).toContainText('2');
  await expect(page.getByTestId('import-invalid')).toContainText('2');
  const rows = page.getByTestId('import-rows');
  await expect(rows.locator('tr', { hasText: `Tonic ${suffix} C` })).toContainText('Invalid GTIN.');
  // The column under its form label and the real problem, not "row: required".
  await expect(rows.locator('tr', { hasText: `CSV-D-${suffix}` })).toContainText('Validity (days): Not a number.');

  // The import runs in the background: a progress bar, then the report.
  await page.getByTestId('import-start').click();
  await expect(page.getByTestId('import-progress')).toBeVisible();
  const report = page.getByTestId('import-report');
  await expect(report).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(page.getByTestId('import-created')).toContainText('2');
  await expect(page.getByTestId('import-failed')).toContainText('2');
  await expect(page.getByTestId('import-warning')).toBeVisible();
  const skipped = page.getByTestId('import-report-errors');
  await expect(skipped.locator('tr', { hasText: 'Invalid GTIN.' })).toContainText('4');
  await expect(skipped.locator('tbody tr')).toHaveCount(2);

  // The good products are in the list.
  await page.getByTestId('import-to-list').click();
  await expect(page).toHaveURL(/\/products\/myproducts$/);
  await expect(page.getByRole('heading', { name: 'My products' })).toBeVisible();
  const table = page.getByTestId('products-table');
  await searchRow(page, table, `Tonic ${suffix}`);
  await expect(table.locator('tr', { hasText: `Tonic ${suffix} A` })).toHaveCount(1);
  await expect(table.locator('tr', { hasText: `Tonic ${suffix} B` })).toHaveCount(1);
  await expect(table.locator('tr', { hasText: `Tonic ${suffix} C` })).toHaveCount(0);
});
