import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { apiSession, callApi } from '../support/users';
import { LEGACY_THEME_TITLE, toasts, uniqueSuffix } from './helpers';
import { clickUntilClosed } from '../support/dialogs';

const EMPTY_PAGE = { root: { props: {} }, content: [] };

test('[ADMIN][THEME_EDITOR]: the old-version theme is listed and shown read-only, with the message to delete and recreate it', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: `/products/themes?q=${encodeURIComponent('old version')}` });
  const row = page.getByTestId('themes-table').locator('tbody tr', { hasText: LEGACY_THEME_TITLE });
  await expect(row.getByTestId('theme-old-version')).toHaveText('Old version');
  // Nothing edits it: no Edit, no Duplicate; Delete stays.
  await expect(row.getByTestId('theme-edit')).toHaveCount(0);
  await expect(row.getByTestId('theme-duplicate')).toHaveCount(0);
  await expect(row.getByTestId('theme-delete')).toBeVisible();

  await row.getByTestId('theme-open-legacy').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Theme of the old version');
  await expect(drawer).toContainText('Delete it and create it again to change it.');
  const sections = drawer.getByTestId('legacy-sections');
  await expect(sections.locator('tbody tr')).toHaveCount(4);
  await expect(sections).toContainText('[PRODUCT_TITLE]');
  await expect(drawer.locator('input, textarea, [contenteditable="true"]')).toHaveCount(0);

  // Its edit address shows the same, never an editor.
  const admin = await apiSession();
  const list = await callApi<{ rows: { id: string; title: string }[] }>(admin, 'themeModel', 'list', {
    search: 'old version',
  });
  await admin.dispose();
  const legacy = list.rows.find((theme) => theme.title === LEGACY_THEME_TITLE)!;
  await page.goto(`/products/themes/edit?id=${legacy.id}`);
  await expect(page.getByTestId('legacy-theme')).toContainText('Delete it and create it again to change it.');
  await expect(page.getByTestId('theme-editor')).toHaveCount(0);
});

test('[ADMIN][THEME_EDITOR]: deleting a theme in use names its products, and once confirmed they show the default page', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const title = `Shared page ${suffix}`;
  const admin = await apiSession();
  const theme = await callApi<{ id: string }>(admin, 'themeModel', 'create', {
    title,
    language: 'en',
    multilingual: false,
    pages: { en: EMPTY_PAGE },
  });
  const products: { id: string; title: string }[] = [];
  for (const name of ['Rosé', 'Brut']) {
    const product = await callApi<{ id: string }>(admin, 'productModel', 'createProduct', {
      texts: { en: { title: `${name} ${suffix}`, description: 'A sparkling wine.' } },
      validityDays: 365,
      displayTemplate: theme.id,
    });
    products.push({ id: product.id, title: `${name} ${suffix}` });
  }

  await login(page, DEMO_ADMIN, { to: `/products/themes?q=${encodeURIComponent(title)}` });
  const row = page.getByTestId('themes-table').locator('tbody tr', { hasText: title });
  await expect(row.getByTestId('theme-in-use')).toContainText(products[0]!.title);

  await row.getByTestId('theme-delete').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Products showing this theme: 2.');
  for (const product of products) await expect(dialog).toContainText(product.title);
  await clickUntilClosed(dialog.getByTestId('confirm-ok'));
  await expect(toasts(page)).toContainText('Theme deleted.');
  await expect(row).toHaveCount(0);

  // The products stay, showing the default page.
  for (const product of products) {
    const stored = await callApi<{ displayTemplate: string | null }>(admin, 'productModel', 'getProduct', {
      productId: product.id,
    });
    expect(stored.displayTemplate).toBeNull();
  }
  await admin.dispose();
});

test('[ADMIN][THEME_EDITOR]: duplicating a theme asks its new title, refusing one in use on the field', async ({
  page,
}) => {
  const copy = `Cellars copy ${uniqueSuffix()}`;
  await login(page, DEMO_ADMIN, { to: `/products/themes?q=${encodeURIComponent('Demo Cellars')}` });
  const row = page.getByTestId('themes-table').locator('tbody tr', { hasText: 'Demo Cellars' }).first();
  await row.getByTestId('theme-duplicate').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('theme-duplicate-title')).toHaveValue('Copy of Demo Cellars');

  // A title another theme has stays on the field, with the catalogue's message.
  await dialog.getByTestId('theme-duplicate-title').fill('Demo Cellars');
  await dialog.getByTestId('theme-duplicate-ok').click();
  await expect(dialog).toContainText('A theme with this title already exists.');

  await dialog.getByTestId('theme-duplicate-title').fill(copy);
  await dialog.getByTestId('theme-duplicate-ok').click();
  await expect(toasts(page)).toContainText('Theme duplicated.');
  await page.goto(`/products/themes?q=${encodeURIComponent(copy)}`);
  const copied = page.getByTestId('themes-table').locator('tbody tr', { hasText: copy });
  await expect(copied).toContainText('None');
  await expect(copied.getByTestId('theme-thumbnail')).toBeVisible();
});
