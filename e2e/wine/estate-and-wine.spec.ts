import { devices, expect, test } from '@playwright/test';
import { confirm } from '../support/dialogs';
import { DEMO_ADMIN } from '../support/env';
import { chooseOption } from '../support/selects';
import { login } from '../support/session';
import { searchRow } from '../support/tables';
import { nextDraftSave, openBlankWineForm, uniqueName } from './helpers';

// The journeys share the admin's draft of a new wine: they run one after the other.
test.describe.configure({ mode: 'serial' });

test('[ADMIN][WINE_FORM]: an admin creates an estate, then a wine through the 6 steps, leaving it mid-way and continuing its draft', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, DEMO_ADMIN);
  const estate = uniqueName('Château Essai');
  const wineName = uniqueName('Cuvée');

  await test.step('the estate: its producer, address and history', async () => {
    await page.goto('/products/estates');
    await page.getByTestId('estate-new').click();
    await expect(page).toHaveURL(/\/products\/estates\/new$/);
    await page.getByTestId('estate-name').fill(estate);
    await page.getByTestId('estate-producer').fill('Famille Essai');
    await chooseOption(page, page.getByTestId('estate-producer-type'), 'Merchant');
    await page.getByTestId('estate-address').fill('3 chemin des Graves, 33250 Pauillac');
    await page.getByTestId('estate-history').fill('Planted in 1901.');
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/products\/estates$/);
    const row = await searchRow(page, page.getByTestId('estates-table'), estate);
    await expect(row).toContainText('Famille Essai (Merchant)');
  });

  await test.step('step 1, Wine: the required fields are said, then filled', async () => {
    await openBlankWineForm(page);
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('Between 3 and 35 characters.').first()).toBeVisible();
    await page.getByTestId('wine-name').fill(wineName);
    await page.getByTestId('wine-vintage').fill('2022');
    await chooseOption(page, page.getByTestId('wine-estate'), estate, estate);
    await chooseOption(page, page.getByTestId('wine-country'), 'France (FR)', 'France');
    await page.getByTestId('wine-region').fill('Bordeaux');
    await page.getByTestId('wine-subregion').fill('Pauillac');
    await page.getByTestId('grape-add').click();
    await page.getByTestId('grape-0').getByTestId('grape-variety').fill('Merlot');
    await page.getByTestId('grape-0').getByTestId('grape-percent').fill('60');
    const saved = nextDraftSave(page);
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wine-vinification')).toBeVisible();
    await saved;
  });

  await test.step('a reload offers the draft: continued on step 2, step 1 kept', async () => {
    await page.reload();
    await expect(page.getByTestId('wizard-draft')).toContainText('A draft of this form was kept');
    await page.getByTestId('wizard-draft-continue').click();
    await expect(page.getByTestId('wine-vinification')).toBeVisible();
    await page.getByTestId('wizard-back').click();
    await expect(page.getByTestId('wine-name')).toHaveValue(wineName);
    await expect(page.getByTestId('wine-estate')).toContainText(estate);
    await page.getByTestId('wizard-next').click();
  });

  await test.step('steps 2 to 5: vinification, packaging, a medal, aromas', async () => {
    await page.getByTestId('wine-vinification').fill('Three weeks in vats, 18 months in barrels.');
    await page.getByTestId('wine-alcohol').fill('13.5');
    await page.getByTestId('wizard-next').click();
    await chooseOption(page, page.getByTestId('wine-units'), '12');
    await page.getByTestId('wine-case').getByText('Wooden box').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('medal-add').click();
    await page.getByTestId('medal-0').getByTestId('medal-competition').fill('Concours de Bordeaux');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wine-aromas').getByText('Red fruit').click();
    await page.getByTestId('wine-tasting').fill('Ripe plum, supple tannins.');
    await page.getByTestId('wizard-next').click();
  });

  await test.step('step 6, Product sheet: the e-label with its allergen, published', async () => {
    await page.getByTestId('wine-has-elabel').click();
    await page.getByTestId('nutrient-energyKj').fill('320');
    await page.getByTestId('nutrient-energyKcal').fill('77');
    await page.getByTestId('nutrient-carbohydrate').fill('2.6');
    await page.getByTestId('add-ingredient-en').click();
    await page.getByTestId('ingredient-en-0').getByTestId('ingredient-text').fill('grapes');
    await page.getByTestId('add-ingredient-en').click();
    const second = page.getByTestId('ingredient-en-1');
    await second.getByTestId('ingredient-text').fill('sulphites');
    await chooseOption(page, second.getByTestId('ingredient-allergen'), 'Sulphur dioxide and sulphites', 'Sulph');
    await page.getByTestId('elabel-published').click();
    await page.getByTestId('wizard-next').click();
    await expect(page).toHaveURL(/\/products\/wines$/);
  });

  await test.step('the list shows it with its e-label; its draft is gone', async () => {
    const row = await searchRow(page, page.getByTestId('wines-table'), wineName);
    await expect(row).toContainText(`${wineName} 2022`);
    await expect(row.getByTestId('elabel-open')).toHaveAttribute('href', /\/n\/[\w-]+$/);
    await page.goto('/products/wines/new');
    await expect(page.getByTestId('wine-name')).toHaveValue('');
    await expect(page.getByTestId('wizard-draft')).toHaveCount(0);
  });

  await test.step('the estate its wine names cannot be deleted', async () => {
    await page.goto('/products/estates');
    const row = await searchRow(page, page.getByTestId('estates-table'), estate);
    await row.getByTestId('estate-delete').click();
    await confirm(page);
    await expect(page.getByText('This estate cannot be deleted: 1 wine(s) name it.')).toBeVisible();
  });
});

test('[ADMIN][WINE_DRAFT]: a draft survives a new login; starting again throws it away', async ({ page }) => {
  test.slow();
  await login(page, DEMO_ADMIN);
  await openBlankWineForm(page);
  const saved = nextDraftSave(page);
  await page.getByTestId('wine-name').fill('Draft of a wine');
  await saved;

  await login(page, DEMO_ADMIN, { to: '/products/wines/new' });
  await page.getByTestId('wizard-draft-continue').click();
  await expect(page.getByTestId('wine-name')).toHaveValue('Draft of a wine');

  await page.reload();
  await page.getByTestId('wizard-draft-restart').click();
  await expect(page.getByTestId('wine-name')).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('wine-name')).toBeVisible();
  await expect(page.getByTestId('wizard-draft')).toHaveCount(0);
});

test('[CONSUMER][WINE_ELABEL]: a consumer opens a wine’s e-label on a phone in French, tracked by nothing', async ({
  page,
  browser,
}) => {
  test.slow();
  await login(page, DEMO_ADMIN, { to: '/products/wines' });
  const row = await searchRow(page, page.getByTestId('wines-table'), 'Vintage red wine');
  const publicUrl = (await row.getByTestId('elabel-open').getAttribute('href')) ?? '';
  expect(publicUrl).toMatch(/\/n\/[\w-]+$/);

  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'fr-FR' });
  const consumer = await phone.newPage();
  const response = await consumer.goto(new URL(new URL(publicUrl).pathname, page.url()).toString());
  expect(response?.status()).toBe(200);
  expect(await response?.headerValue('set-cookie')).toBeNull();
  await expect(consumer.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(consumer.getByRole('heading', { level: 1 })).toContainText('Vintage red wine');
  await expect(consumer.getByTestId('nutrition-table')).toContainText('Pour 100 ml');
  await expect(consumer.getByTestId('nutrition-table')).toContainText('355 kJ / 85 kcal');
  await expect(consumer.getByTestId('ingredients')).toContainText('raisins');
  // The allergens stand out: in bold.
  const sulphites = consumer.getByTestId('ingredients').locator('strong.allergen');
  await expect(sulphites).toHaveText('conservateur : sulfites');
  expect(await sulphites.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
  await expect(consumer.getByTestId('wine-facts')).toContainText('Producteur');
  await expect(consumer.getByTestId('wine-facts')).toContainText('Château Démo');
  await expect(consumer.getByTestId('wine-facts')).toContainText('13,5 % vol');
  const fits = await consumer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
  expect(await phone.cookies()).toEqual([]);
  await phone.close();
});
