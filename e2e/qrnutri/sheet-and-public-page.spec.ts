import { devices, expect, test, type Page } from '@playwright/test';
import { chooseOption } from '../resolver/helpers';
import { confirm } from '../support/dialogs';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { searchRow } from '../support/tables';

const PRODUCT = 'Olive oil 50 cl';

/** Types a number in an antd InputNumber of the sheet's declaration. */
const fillNumber = (page: Page, testId: string, value: string) => page.getByTestId(testId).fill(value);

test('[ADMIN][QRNUTRI_SHEET]: an admin writes a nutrition sheet, saves it after a lost connection, publishes it, and a consumer reads it on a phone', async ({
  page,
  browser,
}) => {
  test.slow();
  await login(page, DEMO_ADMIN, { to: '/qrnutri' });

  await test.step('the sheet: declaration per 100 ml, ingredients with an allergen', async () => {
    await page.getByTestId('sheet-create').click();
    await expect(page).toHaveURL(/\/qrnutri\/new$/);
    await chooseOption(page, page.getByTestId('sheet-product'), `${PRODUCT} (3560070462926)`, 'Olive');
    await page.getByTestId('sheet-basis').getByText('Per 100 ml').click();
    for (const [nutrient, value] of [
      ['energyKj', '3439'],
      ['energyKcal', '822'],
      ['fat', '91.4'],
      ['saturates', '13.3'],
      ['carbohydrate', '0'],
      ['sugars', '0'],
      ['protein', '0'],
      ['salt', '0'],
    ] as const)
      await fillNumber(page, `nutrient-${nutrient}`, value);
    await page.getByTestId('sheet-name-en').fill('Extra virgin olive oil');
    const first = page.getByTestId('ingredient-en-0');
    await first.getByTestId('ingredient-text').fill('extra virgin olive oil');
    await page.getByTestId('add-ingredient-en').click();
    const second = page.getByTestId('ingredient-en-1');
    await second.getByTestId('ingredient-text').fill('celery salt');
    await chooseOption(page, second.getByTestId('ingredient-allergen'), 'Celery');
  });

  await test.step('the connection fails: the form keeps what was typed, Retry sends it again', async () => {
    let refused = false;
    await page.route('**/callAPI', async (route) => {
      const body = route.request().postDataJSON() as { methodModel?: string; methodName?: string };
      if (!refused && body.methodModel === 'qrnutriModel' && body.methodName === 'create') {
        refused = true;
        return route.abort('connectionfailed');
      }
      return route.continue();
    });
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('connection-failed')).toBeVisible();
    await expect(page.getByTestId('connection-failed')).toContainText('connection failed');
    await expect(page.getByTestId('sheet-name-en')).toHaveValue('Extra virgin olive oil');
    await page.getByTestId('sheet-retry').click();
    await expect(page).toHaveURL(/\/qrnutri$/);
    await page.unroute('**/callAPI');
  });

  let publicUrl = '';
  await test.step('published from the list, which offers its QR code and its public page', async () => {
    const row = await searchRow(page, page.getByTestId('sheets-table'), PRODUCT);
    await expect(row.getByTestId('sheet-state')).toHaveText('Draft');
    await row.getByTestId('sheet-publish').click();
    await confirm(page);
    // The state column may fold into the row's expansion once the actions widen; the action tells it.
    await expect(row.getByTestId('sheet-publish')).toHaveText('Withdraw');
    await expect(row.getByTestId('sheet-order')).toHaveAttribute(
      'href',
      /\/trade\/requestaquotation\?product=[\w-]+&qrType=nutritionQr$/,
    );
    publicUrl = (await row.getByTestId('sheet-public-page').getAttribute('href')) ?? '';
    expect(publicUrl).toMatch(/\/n\/[\w-]{22}$/);
  });

  await test.step('a consumer scans it on a phone: the sheet, its allergen emphasised, no cookie', async () => {
    const phone = await browser.newContext({ ...devices['Pixel 7'] });
    const consumer = await phone.newPage();
    await consumer.goto(new URL(new URL(publicUrl).pathname, page.url()).toString());
    await expect(consumer.getByRole('heading', { level: 1 })).toHaveText('Extra virgin olive oil');
    await expect(consumer.getByTestId('nutrition-table')).toContainText('Per 100 ml');
    await expect(consumer.getByTestId('nutrition-table')).toContainText('3,439 kJ / 822 kcal');
    const allergen = consumer.getByTestId('ingredients').locator('strong.allergen');
    await expect(allergen).toHaveText('celery salt');
    await expect(allergen).toHaveCSS('font-weight', '700');
    await expect(consumer.getByTestId('allergens')).toContainText('celery');
    const fits = await consumer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    expect(await phone.cookies()).toEqual([]);
    await phone.close();
  });
});
