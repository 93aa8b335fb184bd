import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { currentStep, next, uniqueSuffix } from './helpers';
import { leaveWizard, stayInWizard } from '../support/dialogs';

/** The form item holding the title box of step 1, where its error shows. */
const titleItem = (page: Page) => page.locator('.ant-form-item').filter({ has: page.getByTestId('product-title') });

test('[ADMIN][PRODUCT_WIZARD]: the title error clears as soon as the title is valid', async ({ page }) => {
  await login(page, DEMO_ADMIN, { to: '/products/new' });
  await expect(currentStep(page)).toHaveText('Basic data');

  await next(page);
  await expect(titleItem(page)).toContainText('This field is required.');
  await expect(titleItem(page)).toHaveClass(/ant-form-item-has-error/);

  // Still wrong: the error stays, saying what is wrong now.
  await page.getByTestId('product-title').fill('G');
  await expect(titleItem(page)).toHaveClass(/ant-form-item-has-error/);
  await expect(titleItem(page)).not.toContainText('This field is required.');

  // Fixed: the error goes while typing, before any new click on Next.
  await page.getByTestId('product-title').fill(`Gin ${uniqueSuffix()}`);
  await expect(titleItem(page)).not.toHaveClass(/ant-form-item-has-error/);
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);

  await page.getByTestId('product-description').fill('A dry gin.');
  await next(page);
  await expect(currentStep(page)).toHaveText('Additional data');
});

test('[ADMIN][PRODUCT_WIZARD]: Cancel asks before throwing away what was entered, and leaves at once otherwise', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);

  // Nothing entered: Cancel leaves at once.
  await page.goto('/products/new');
  await page.getByTestId('product-cancel').click();
  await expect(page).toHaveURL(/\/products\/myproducts$/);

  // Something entered: Cancel asks; "Stay" keeps the wizard and what was typed.
  await page.goto('/products/new');
  await page.getByTestId('product-title').fill('Half-filled gin');
  await page.getByTestId('product-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave without saving?');
  await stayInWizard(page);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/products\/new$/);
  await expect(page.getByTestId('product-title')).toHaveValue('Half-filled gin');

  // "Leave" goes back to the list, the input thrown away as asked.
  await page.getByTestId('product-cancel').click();
  await leaveWizard(page);
  await expect(page).toHaveURL(/\/products\/myproducts$/);
});
