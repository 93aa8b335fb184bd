import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { canvas, dragBlock, toasts, uniqueSuffix } from './helpers';

test('[ADMIN][THEME_EDITOR]: a multilingual theme has one page per language, a new language starting as a copy of the theme language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, DEMO_ADMIN, { to: '/products/themes/new' });
  await page.getByTestId('theme-title').fill(`Bilingual page ${uniqueSuffix()}`);
  await page.getByTestId('theme-multilingual').click();

  await dragBlock(page, 'Heading', canvas(page).getByRole('heading', { name: 'Your heading' }));
  const text = page.getByTestId('theme-editor').getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('Welcome');
  await expect(canvas(page).getByRole('heading', { name: 'Welcome' })).toBeVisible();

  // French starts as a copy of the English page, then changes on its own.
  const languages = page.getByTestId('theme-editing-language');
  await languages.getByText('FR +').click();
  await expect(page.getByTestId('theme-editor').getByRole('heading', { name: 'French' })).toBeVisible();
  await canvas(page).getByRole('heading', { name: 'Welcome' }).click();
  await text.fill('Bienvenue');
  await expect(canvas(page).getByRole('heading', { name: 'Bienvenue' })).toBeVisible();

  await page.getByTestId('theme-save').click();
  await expect(toasts(page)).toContainText('Theme saved.');
  await expect(page).toHaveURL(/\/products\/themes\/edit\?id=/);

  // Opened again: each language has its own page.
  await page.reload();
  await expect(canvas(page).getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.getByTestId('theme-editing-language').getByText('FR', { exact: true }).click();
  await expect(canvas(page).getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await expect(canvas(page).getByRole('heading', { name: 'Welcome' })).toHaveCount(0);
});
