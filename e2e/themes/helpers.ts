import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** A suffix that makes titles unique across runs on the same database. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The page editor's canvas: the page drawn in its frame. */
export const canvas = (page: Page): FrameLocator => page.frameLocator('#preview-frame');

/** A block of the component tabs, by its label. */
export const drawerItem = (page: Page, label: string): Locator =>
  page
    .getByTestId('theme-editor')
    .locator('[data-puck-drawer-item]')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first();

/** One drag, the pointer moving in steps as a hand would (the editor's drag starts after a move). */
async function dragOnce(page: Page, label: string, target?: Locator) {
  const item = drawerItem(page, label);
  await item.scrollIntoViewIfNeeded();
  const source = await item.boundingBox();
  // Without a target, the end of the page: the bottom of its drop zone.
  const zone = await canvas(page).locator('[data-puck-dropzone]').first().boundingBox();
  expect(source && zone).toBeTruthy();
  const box = target ? await target.boundingBox() : null;
  const x = box ? box.x + box.width / 2 : zone!.x + zone!.width / 2;
  const y = box ? box.y + 4 : zone!.y + zone!.height - 6;
  await page.mouse.move(source!.x + source!.width / 2, source!.y + source!.height / 2);
  await page.mouse.down();
  await page.mouse.move(source!.x + source!.width / 2 + 10, source!.y + source!.height / 2 + 10, { steps: 5 });
  await page.mouse.move(x, y, { steps: 20 });
  await page.mouse.move(x, y + 2, { steps: 5 });
  await page.mouse.up();
}

/**
 * Drags a block from the component tabs onto the canvas (above `target`, or at the end of the
 * page) until `dropped` (what the block draws) is there once more than before: a drag started
 * while the editor was still binding its pointer handlers did nothing and is made again.
 */
export async function dragBlock(page: Page, label: string, dropped: Locator, target?: Locator) {
  const before = await dropped.count();
  await expect(async () => {
    if ((await dropped.count()) === before) await dragOnce(page, label, target);
    await expect(dropped).toHaveCount(before + 1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The antd toasts of the console. */
export const toasts = (page: Page): Locator => page.locator('.ant-message');

/** A field of the properties panel, by its label. */
export const propertyField = (page: Page, label: string): Locator =>
  page
    .getByTestId('theme-editor')
    .locator('label, [class*="Input-label"]')
    .filter({ hasText: new RegExp(`^${label}$`) });

/** The demo's wine case, which the demo theme "Demo Cellars" dresses (db/seed/themes.ts). */
export const OLIVE_OIL_TITLE = 'Olive oil 50 cl';
/** The display template's choice of no theme. */
export const DEFAULT_PAGE = 'The default page';
export const LEGACY_THEME_TITLE = 'Cellar page (old version)';

/**
 * Sets a product's display template through the product wizard: its step 2 has the theme
 * select; the wizard is then walked to its last step and saved.
 */
export async function chooseProductTheme(page: Page, productTitle: string, themeTitle: string) {
  await page.goto(`/products/myproducts?q=${encodeURIComponent(productTitle)}`);
  await page.getByTestId('products-table').getByRole('link', { name: productTitle, exact: true }).click();
  await expect(page).toHaveURL(/\/products\/edit\?id=/);
  await page.getByTestId('wizard-next').click();
  const select = page.getByTestId('product-template');
  await expect(select).toBeVisible();
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(themeTitle, { exact: true }).click();
  await expect(select).toContainText(themeTitle);
  for (let step = 0; step < 4; step += 1) await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/products\/myproducts/);
}
