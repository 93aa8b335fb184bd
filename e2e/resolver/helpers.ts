import { expect, type Locator, type Page } from '@playwright/test';
export { searchRow } from '../support/tables';
export { chooseOption } from '../support/selects';

/** Adds an option to an antd multiple Select (its dropdown stays open for more: Escape closes it). */
export async function addOption(page: Page, select: Locator, text: string, search: string) {
  await select.click();
  await select.locator('input').fill(search);
  await page.locator('.ant-select-dropdown:visible').getByTitle(text, { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(select).toContainText(text);
}

/** A name no other run of the journey has used (names are unique per kind in an account). */
export const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}`;
