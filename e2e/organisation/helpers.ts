import { type Locator, type Page } from '@playwright/test';

export { confirm } from '../support/dialogs';

/** A suffix that makes names unique across runs on the same database. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The toast area (antd messages) of the console. */
export const toasts = (page: Page): Locator => page.locator('.ant-message');

/** Picks an option of an antd Select by its visible text. */
export async function chooseOption(page: Page, select: Locator, text: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(text, { exact: true }).click();
}

/** The row of a table holding `text`. */
export const rowOf = (table: Locator, text: string): Locator => table.locator('tr', { hasText: text });
