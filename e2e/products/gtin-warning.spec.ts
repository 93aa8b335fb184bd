import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { clickUntilClosed } from '../support/dialogs';
import { login } from '../support/session';
import { currentStep, fillBasicStep, next, searchRow, toasts, uniqueSuffix } from './helpers';

/** The GTIN of the demo product "Dark chocolate 70%" (apps/server/src/db/seed/products.ts). */
const DEMO_GTIN = '4006381333931';

test('[ADMIN][GTIN_WARNING]: a GTIN already used asks to keep or change it, and either choice works', async ({
  page,
}) => {
  const title = `Praline ${uniqueSuffix()}`;
  await login(page, DEMO_ADMIN, { to: '/products/new' });

  const throughTheSteps = async () => {
    await next(page); // basic
    await expect(currentStep(page)).toHaveText('Additional data');
    await page.getByTestId('product-validity').fill('90');
    for (const step of ['Multilingual data', 'Redirect URLs', 'Security features']) {
      await next(page);
      await expect(currentStep(page)).toHaveText(step);
    }
    await next(page); // sends the form
  };

  await fillBasicStep(page, { title, gtin: DEMO_GTIN });
  await throughTheSteps();

  // The warning names the product using the GTIN; "change it" goes back to the GTIN field.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This GTIN is already used');
  await expect(page.getByTestId('gtin-reuse-products')).toContainText('Dark chocolate 70%');
  await clickUntilClosed(page.getByTestId('gtin-change'));
  await expect(dialog).toBeHidden();
  await expect(currentStep(page)).toHaveText('Basic data');
  await expect(page.getByTestId('product-gtin')).toHaveValue(DEMO_GTIN);
  await expect(page.getByText('This GTIN is already used.')).toBeVisible();

  // Sent again unchanged, the warning comes back; "keep it" saves the product with that GTIN.
  await throughTheSteps();
  await expect(page.getByTestId('gtin-reuse-products')).toContainText('Dark chocolate 70%');
  await clickUntilClosed(page.getByTestId('gtin-keep'));
  await expect(toasts(page)).toContainText('Product created.');
  await expect(page).toHaveURL(/\/products\/myproducts$/);
  await expect(page.getByRole('heading', { name: 'My products' })).toBeVisible();

  // Both products carry the GTIN. (An earlier try of this journey may have left a third: each
  // run's product has its own title, so the check holds on a retry.)
  const table = page.getByTestId('products-table');
  await expect(await searchRow(page, table, title)).toContainText(DEMO_GTIN);
  const sharing = await searchRow(page, table, DEMO_GTIN);
  await expect(sharing.filter({ hasText: 'Dark chocolate 70%' })).toHaveCount(1);
  await expect(sharing.filter({ hasText: title })).toHaveCount(1);
});
