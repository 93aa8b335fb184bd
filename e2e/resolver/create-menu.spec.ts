import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { consultationReference } from '../support/consultation';
import { addOption, chooseOption, searchRow, uniqueName } from './helpers';

/**
 * The product the journey's menu serves and one of its seals: the plain demo product (Green tea),
 * through a valid seal of its range that no other journey consults.
 */
const SERVED = { product: 'Green tea 100 g', reference: consultationReference('valid', 0, 40) };

async function save(page: Page, list: RegExp) {
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(list);
}

test('[ADMIN][RESOLVER_MENU]: an admin builds a menu for a product, a consumer follows its item, the statistics count it', async ({
  page,
}) => {
  test.slow();
  const item = uniqueName('Check this seal again');
  const header = uniqueName('Tea header');
  const footer = uniqueName('Tea footer');
  const menu = uniqueName('Tea menu');
  await login(page, DEMO_ADMIN, { to: '/products/resolver/item/list' });

  await test.step('an item leading to a page of this server', async () => {
    await page.getByTestId('item-new').click();
    await page.getByTestId('item-label').fill(item);
    await page.getByTestId('item-url').fill('/consultation');
    await chooseOption(page, page.getByTestId('item-link-type'), 'Verification service (gs1:verificationService)');
    await save(page, /\/products\/resolver\/item\/list$/);
    const row = await searchRow(page, page.getByTestId('items-table'), item);
    await expect(row).toContainText('Verification service');
  });

  await test.step('a header and a footer', async () => {
    await page.goto('/products/resolver/header/list');
    await page.getByTestId('header-new').click();
    await page.getByTestId('header-name').fill(header);
    await page.getByTestId('header-title').fill('Demo Tea');
    await page.getByTestId('header-subtitle').fill('Thank you for checking your tea.');
    await page.getByTestId('header-background').fill('#1b5e20');
    await page.getByTestId('header-color').fill('#ffffff');
    await save(page, /\/products\/resolver\/header\/list$/);
    await expect(await searchRow(page, page.getByTestId('headers-table'), header)).toContainText('Demo Tea');

    await page.goto('/products/resolver/footer/list');
    await page.getByTestId('footer-new').click();
    await page.getByTestId('footer-name').fill(footer);
    await page.getByTestId('footer-text').fill('Demo Tea, 1 tea street.');
    await save(page, /\/products\/resolver\/footer\/list$/);
    await expect(await searchRow(page, page.getByTestId('footers-table'), footer)).toBeVisible();
  });

  await test.step('a menu made of them, serving the product, previewed as it is edited', async () => {
    await page.goto('/products/resolver/list');
    await page.getByTestId('menu-new').click();
    await page.getByTestId('menu-name').fill(menu);
    await chooseOption(page, page.getByTestId('menu-header'), header);
    await chooseOption(page, page.getByTestId('menu-footer'), footer);
    await chooseOption(page, page.getByTestId('menu-add-item'), item, item);
    await addOption(page, page.getByTestId('menu-served-products'), SERVED.product, 'Green tea');
    const preview = page.getByTestId('menu-preview');
    await expect(preview.getByTestId('menu-preview-title')).toHaveText('Demo Tea');
    await expect(preview.getByTestId('menu-preview-item')).toHaveText([item]);
    await expect(preview).toContainText('Demo Tea, 1 tea street.');
    await save(page, /\/products\/resolver\/list$/);
    const row = await searchRow(page, page.getByTestId('menus-table'), menu);
    await expect(row).toContainText(header);
    await expect(row).toContainText(footer);
  });

  await test.step('the consumer sees the menu and follows the item to its page', async () => {
    await page.context().clearCookies();
    await page.goto(`/resolver?ref=${encodeURIComponent(SERVED.reference)}`);
    await expect(page.getByText('Demo Tea', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: item }).click();
    await expect(page).toHaveURL(/\/consultation(?:[?#].*)?$/);
  });

  await test.step('the resolver statistics count the follow', async () => {
    await login(page, DEMO_ADMIN, { to: '/statistics/resolver' });
    const byItem = page.getByTestId('stat-resolver-item-table');
    await expect(byItem.locator('tr', { hasText: item })).toContainText('1');
    await expect(page.getByTestId('stat-resolver-product-table')).toContainText(SERVED.product);
  });
});
