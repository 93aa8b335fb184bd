import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { toasts, uniqueSuffix } from './helpers';

test('[ADMIN][THEME_EDITOR]: the expert mode refuses nothing silently: a script typed in shows as removed in the preview', async ({
  page,
}) => {
  const title = `Expert page ${uniqueSuffix()}`;
  // Editors and preview in view at once: CodeMirror scrolls its cursor into view a frame after a
  // change, which on a short window could move the page under the pointer as it clicks Save.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await login(page, DEMO_ADMIN, { to: '/products/themes' });
  await page.getByTestId('theme-new-expert').click();
  await expect(page).toHaveURL(/\/products\/themes\/new\/expert$/);
  await page.getByTestId('theme-title').fill(title);

  const html = page.getByTestId('expert-html').locator('.cm-content');
  await html.click();
  await page.keyboard.insertText(
    '<h1>Our cellar</h1>\n<script>alert(1)</script>\n<p onclick="alert(2)">Checked bottles only.</p>\n',
  );

  // The preview is the server's sanitised page, in a frame that runs no script.
  const preview = page.frameLocator('iframe[title="Preview of the page"]');
  await expect(preview.getByRole('heading', { name: 'Our cellar' })).toBeVisible();
  await expect(preview.getByText('Checked bottles only.')).toBeVisible();
  await expect(page.locator('iframe[title="Preview of the page"]')).toHaveAttribute('sandbox', '');
  const removed = page.getByTestId('expert-removed');
  await expect(removed).toContainText('<script>');
  await expect(removed).toContainText('onclick');
  await expect(preview.locator('script')).toHaveCount(0);

  // A placeholder from the menu, at the cursor.
  await page.getByTestId('expert-insert').click();
  await page.getByRole('menuitem', { name: /\{\{product\.title\}\}/ }).click();
  await expect(html).toContainText('{{product.title}}');

  // The CSS applies in the preview.
  await page.getByRole('tab', { name: 'CSS' }).click();
  await page.getByTestId('expert-css').locator('.cm-content').click();
  await page.keyboard.insertText('h1 { color: #7b1e3a; }');
  await expect(preview.getByRole('heading', { name: 'Our cellar' })).toHaveCSS('color', 'rgb(123, 30, 58)');

  await page.getByTestId('theme-save').click();
  await expect(toasts(page)).toContainText('Theme saved.');
  await expect(page).toHaveURL(/\/products\/themes\/edit\/expert\?id=/);
  await page.reload();
  await expect(page.getByTestId('expert-html')).toContainText('<h1>Our cellar</h1>');
  await expect(preview.getByRole('heading', { name: 'Our cellar' })).toBeVisible();

  // The list shows it in its mode.
  await page.goto(`/products/themes?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('themes-table').locator('tbody tr', { hasText: title })).toContainText(
    'Expert (HTML and CSS)',
  );
});
