import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { confirm, currentStep, fillBasicStep, next, searchRow, TINY_PNG, toasts, uniqueSuffix } from './helpers';

test('[ADMIN][UPLOAD_MEDIA]: admin uploads a PNG to the media library and uses it as a product image', async ({
  page,
}) => {
  // An upload, a product through the six-step wizard and a refused delete: it overran 60 s on a loaded machine.
  test.slow();
  const suffix = uniqueSuffix();
  const name = `Label ${suffix}`;
  const title = `Cider ${suffix}`;
  await login(page, DEMO_ADMIN);

  // Upload: the name follows the file's, then is changed; a tag is given.
  await page.goto('/files');
  await page.getByTestId('media-upload').click();
  const form = page.getByTestId('media-upload-form');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: `label-${suffix}.png`, mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('media-upload-name')).toHaveValue(`label-${suffix}`);
  await page.getByTestId('media-upload-name').fill(name);
  await page.getByTestId('media-upload-tag').locator('input').fill('e2e');
  await form.getByTestId('form-submit').click();
  await expect(toasts(page)).toContainText(`“${name}” added to the library.`);
  const media = page.getByTestId('media-table');
  const row = await searchRow(page, media, name);
  await expect(row).toContainText('PNG');
  await expect(row).toContainText('e2e');

  // The product wizard picks it from the library.
  await page.goto('/products/new');
  await fillBasicStep(page, { title });
  await page.getByTestId('product-image-choose').click();
  await page.getByTestId('media-picker-search').locator('input').fill(name);
  await page.getByTestId('media-picker-search').locator('input').press('Enter');
  await expect(page.getByTestId('media-picker-item')).toHaveCount(1);
  await page.getByTestId('media-picker-item').click();
  await expect(page.getByTestId('product-image-preview')).toHaveAttribute('src', /^\/api\/media\//);
  await next(page);
  await expect(currentStep(page)).toHaveText('Additional data');
  await page.getByTestId('product-validity').fill('30');
  for (const step of ['Multilingual data', 'Redirect URLs', 'Security features']) {
    await next(page);
    await expect(currentStep(page)).toHaveText(step);
  }
  await next(page);
  await expect(toasts(page)).toContainText('Product created.');
  await expect(page.getByRole('heading', { name: 'My products' })).toBeVisible();

  const products = page.getByTestId('products-table');
  const product = await searchRow(page, products, title);
  await expect(product.locator('img')).toHaveAttribute('src', /^\/api\/media\//);

  // An image in use cannot be deleted: the catalogue says why.
  await page.goto('/files');
  const inUse = await searchRow(page, media, name);
  await inUse.getByTestId('media-delete').click();
  await confirm(page);
  await expect(toasts(page)).toContainText('in use');
  await expect(await searchRow(page, media, name)).toHaveCount(1);
});
