import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { callApi, apiSession } from '../support/users';
import { chooseOption, uniqueName } from './helpers';

test('[ADMIN][RESOLVER_MENU]: the items of a menu are put in order with the keyboard and keep it once saved', async ({
  page,
}) => {
  const api = await apiSession();
  const labels = [uniqueName('First'), uniqueName('Second'), uniqueName('Third')];
  try {
    for (const label of labels) await callApi(api, 'resolverModel', 'saveItem', { label, url: '/consultation' });
  } finally {
    await api.dispose();
  }
  const menu = uniqueName('Ordered menu');
  await login(page, DEMO_ADMIN, { to: '/products/menus/createmenu' });
  await page.getByTestId('menu-name').fill(menu);
  for (const label of labels) await chooseOption(page, page.getByTestId('menu-add-item'), label, label);
  const order = page.getByTestId('menu-items').getByTestId('menu-item-label');
  await expect(order).toHaveText(labels);

  // The third goes up with the keyboard: its button is named after it for a screen reader.
  const up = page.getByRole('button', { name: `Move ${labels[2]} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(order).toHaveText([labels[0]!, labels[2]!, labels[1]!]);
  await expect(page.getByTestId('menu-preview-item')).toHaveText([labels[0]!, labels[2]!, labels[1]!]);
  await page.getByRole('button', { name: `Remove ${labels[0]} from the menu` }).click();
  await expect(order).toHaveText([labels[2]!, labels[1]!]);

  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/products\/resolver\/list$/);
  await page.getByTestId('table-search').locator('input').fill(menu);
  await page.getByTestId('table-search').locator('input').press('Enter');
  await page.getByTestId('menus-table').locator('tr', { hasText: menu }).getByTestId('menu-edit').click();
  await expect(page.getByTestId('menu-items').getByTestId('menu-item-label')).toHaveText([labels[2]!, labels[1]!]);
});

test('[ADMIN][RESOLVER_MENU]: a name already used is refused on the name field, and nothing is saved twice', async ({
  page,
}) => {
  const name = uniqueName('Twin footer');
  await login(page, DEMO_ADMIN);
  for (const attempt of [1, 2]) {
    await page.goto('/products/menus/createfooter');
    await page.getByTestId('footer-name').fill(name);
    await page.getByTestId('footer-text').fill(`Attempt ${attempt}`);
    await page.getByTestId('form-submit').click();
    if (attempt === 1) await expect(page).toHaveURL(/\/products\/resolver\/footer\/list$/);
  }
  await expect(page.getByTestId('footer-form').locator('.ant-form-item-explain-error')).toHaveText(
    'This name is already used.',
  );
  await page.goto(`/products/resolver/footer/list?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('footers-table').locator('tr.ant-table-row')).toHaveCount(1);
});
