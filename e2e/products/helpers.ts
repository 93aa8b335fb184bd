import { expect, type Locator, type Page } from '@playwright/test';
import { gtinCheckDigit } from '@seal/shared';

export { confirm } from '../support/dialogs';
export { searchRow } from '../support/tables';

/** A suffix that makes names unique across runs on the same database. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A valid GTIN-13 no other product has: 12 random digits and their check digit. */
export function uniqueGtin(): string {
  const body = `2${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/** The toast area (antd messages) of the console. */
export const toasts = (page: Page): Locator => page.locator('.ant-message');

/**
 * Picks an option of an antd Select by its visible text. The dropdown may still be placing or
 * re-rendering its virtual list when the click comes: the pick is tried again until the option
 * is taken (the dropdown closes).
 */
export async function chooseOption(page: Page, select: Locator, text: string) {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await dropdown.count()) === 0) await select.click();
    await dropdown.getByTitle(text, { exact: true }).click({ timeout: 3_000 });
    await expect(dropdown).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** A 1x1 PNG, the smallest image the media library accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Fills step 1 of the product wizard with what a product needs: a title and its description. */
export async function fillBasicStep(
  page: Page,
  { title, gtin, description = `About ${title}` }: { title: string; gtin?: string; description?: string },
) {
  await page.getByTestId('product-title').fill(title);
  await page.getByTestId('product-description').fill(description);
  if (gtin) await page.getByTestId('product-gtin').fill(gtin);
}

export const next = (page: Page) => page.getByTestId('wizard-next').click();

/** The title of the wizard's current step. */
export const currentStep = (page: Page) => page.locator('.ant-steps-item-active .ant-steps-item-title');
