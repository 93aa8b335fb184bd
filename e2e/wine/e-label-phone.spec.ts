import { devices, expect, test } from '@playwright/test';
import { apiSession, callApi } from '../support/users';

interface WineRow {
  name: string;
  eLabelState: { publicUrl: string; published: boolean } | null;
}

test.use({ ...devices['Pixel 7'], channel: undefined, locale: 'fr-FR' });

test('[CONSUMER][WINE_E_LABEL]: a consumer opens a wine’s e-label on a phone in French, and the page keeps nothing of them', async ({
  page,
}) => {
  let publicUrl = '';
  await test.step('the demo wine’s e-label is published (as the wine list tells)', async () => {
    const admin = await apiSession();
    const { rows } = await callApi<{ rows: WineRow[] }>(admin, 'wineModel', 'list', { search: 'Vintage red' });
    await admin.dispose();
    expect(rows[0]?.eLabelState?.published).toBe(true);
    publicUrl = new URL(rows[0]!.eLabelState!.publicUrl).pathname;
  });

  await test.step('the phone’s French is the page’s language: ingredients, sulphites in bold, per 100 ml', async () => {
    const response = await page.goto(publicUrl);
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('set-cookie')).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vintage red wine');
    await expect(page.getByTestId('wine-facts')).toContainText('13,5 % vol');
    await expect(page.getByTestId('ingredients')).toContainText('raisins');
    const sulphites = page.getByTestId('ingredients').locator('strong.allergen');
    await expect(sulphites).toHaveText('conservateur : sulfites');
    expect(await sulphites.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    await expect(page.getByTestId('nutrition-table')).toContainText('Pour 100 ml');
    await expect(page.getByTestId('nutrition-table')).toContainText('355 kJ / 85 kcal');
    // It fits the phone's width: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.context().cookies()).toEqual([]);
  });
});
