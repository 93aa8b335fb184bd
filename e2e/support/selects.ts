import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select by its visible text, typing `search` first when given (a
 * list searched on the server). The pick is tried again until the dropdown closes: the virtual
 * list may re-render under the click.
 */
export async function chooseOption(page: Page, select: Locator, text: string, search?: string) {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await dropdown.count()) === 0) await select.click();
    if (search) await select.locator('input').fill(search);
    await dropdown.getByTitle(text, { exact: true }).click({ timeout: 3_000 });
    await expect(dropdown).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
