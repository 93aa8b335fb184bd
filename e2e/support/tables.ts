import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Searches a ResourceTable: types `text` in its search box and sends it until the URL holds it (on
 * a busy machine a re-render can swallow what was typed, which is then typed again), then waits for
 * the search's rows.
 */
export async function searchTable(page: Page, table: Locator, text: string) {
  const box = table.getByTestId('table-search').locator('input');
  await expect(async () => {
    await box.fill(text);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 3_000 }).toBe(text);
  }).toPass({ timeout: 60_000 });
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** Searches a ResourceTable and answers the rows holding `text`. */
export async function searchRow(page: Page, table: Locator, text: string): Promise<Locator> {
  await searchTable(page, table, text);
  return table.locator('tr', { hasText: text });
}
