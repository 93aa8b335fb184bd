import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page scrolls sideways (a table may scroll inside its own box, never the page). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

test('[ADMIN][WINE_PHONE]: the estates, the wines and every step of the wine form fit a 390 px screen', async ({
  page,
}) => {
  test.slow();
  await login(page, DEMO_ADMIN);
  for (const [path, table] of [
    ['/products/estates', 'estates-table'],
    ['/products/wines', 'wines-table'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(table).locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    expect(await sideways(page), path).toBeLessThanOrEqual(0);
  }

  await page.goto('/products/wines');
  await page.getByTestId('wine-edit').first().click();
  await expect(page).toHaveURL(/\/products\/wines\/edit\?id=/);
  const choice = page.getByTestId('wizard-draft');
  await expect(choice.or(page.getByTestId('wine-name'))).toBeVisible();
  if (await choice.isVisible()) await page.getByTestId('wizard-draft-restart').click();
  for (const field of [
    'wine-name',
    'wine-vinification',
    'wine-units',
    'medal-competition',
    'wine-aromas',
    'wine-has-elabel',
  ]) {
    await expect(page.getByTestId(field).first()).toBeVisible();
    expect(await sideways(page), field).toBeLessThanOrEqual(0);
    if (field !== 'wine-has-elabel') await page.getByTestId('wizard-next').click();
  }
  await expect(page.getByTestId('nutrient-energyKj')).toBeVisible();
  expect(await sideways(page), 'e-label').toBeLessThanOrEqual(0);
  // Nothing was typed: Cancel leaves at once, without asking.
  await page.getByTestId('wizard-cancel').click();
  await expect(page).toHaveURL(/\/products\/wines$/);
});
