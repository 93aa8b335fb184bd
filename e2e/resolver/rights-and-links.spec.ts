import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { userWithRights } from '../support/users';
import { searchRow } from './helpers';

test('[USER][RESOLVER_MENU]: a user who may only see the resolver gets no new, edit or delete', async ({ page }) => {
  const email = await userWithRights('resolver-see', ['prod.resolver_see']);
  await login(page, email);
  for (const [path, table, kind] of [
    ['/products/resolver/item/list', 'items-table', 'item'],
    ['/products/resolver/list', 'menus-table', 'menu'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(table).locator('tr.ant-table-row, tr.ant-table-placeholder').first()).toBeVisible();
    await expect(page.getByTestId(`${kind}-new`)).toHaveCount(0);
    await expect(page.getByTestId(`${kind}-edit`)).toHaveCount(0);
    await expect(page.getByTestId(`${kind}-delete`)).toHaveCount(0);
  }
  // The redirect links are another right's (prod.custom_lang_url): refused in place, naming it.
  await page.goto('/products/links');
  await expect(page.getByTestId('page-403')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/links$/);
  await expect(page.getByTestId('links-table')).toHaveCount(0);
});

test('[ADMIN][PRODUCT_LINKS]: an admin sets a product’s redirect URL in one language and removes it again', async ({
  page,
}) => {
  const product = 'Jasmine tea 100 g';
  const url = 'https://shop.demo-company.test/fr/jasmin';
  await login(page, DEMO_ADMIN, { to: '/products/links' });
  const table = page.getByTestId('links-table');
  const row = await searchRow(page, table, product);
  await row.getByTestId('links-edit').click();
  await page.getByTestId('links-redirect-fr').fill(url);
  await page.getByTestId('links-form').getByTestId('form-submit').click();
  await expect(page.getByTestId('links-drawer')).toBeHidden();
  await expect(row).toContainText(url);

  await row.getByTestId('links-edit').click();
  await page.getByTestId('links-redirect-fr').fill('javascript:alert(1)');
  await page.getByTestId('links-form').getByTestId('form-submit').click();
  await expect(page.getByTestId('links-form').locator('.ant-form-item-explain-error')).toBeVisible();
  await page.getByTestId('links-redirect-fr').fill('');
  await page.getByTestId('links-form').getByTestId('form-submit').click();
  await expect(page.getByTestId('links-drawer')).toBeHidden();
  await expect(row).not.toContainText(url);
});
