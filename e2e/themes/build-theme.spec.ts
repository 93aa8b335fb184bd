import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { demoSealReference } from '../../apps/server/src/db/seed/seals';
import { login } from '../support/session';
import { canvas, chooseProductTheme, DEFAULT_PAGE, dragBlock, OLIVE_OIL_TITLE, toasts, uniqueSuffix } from './helpers';

test('[ADMIN][THEME_EDITOR]: builds a theme by drag and drop with undo and redo, previews it on a phone, and a product showing it dresses its seal page', async ({
  page,
}) => {
  test.slow();
  const title = `Cellar page ${uniqueSuffix()}`;
  const welcome = `Welcome to the cellar ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, DEMO_ADMIN, { to: '/products/themes' });
  await page.getByTestId('theme-new').click();
  await expect(page).toHaveURL(/\/products\/themes\/new$/);
  await page.getByTestId('theme-title').fill(title);

  // Blocks from the component tabs: the product's title, then a heading under it.
  await dragBlock(page, 'Product title', canvas(page).getByRole('heading', { name: 'Sample product' }));
  await dragBlock(page, 'Heading', canvas(page).getByRole('heading', { name: 'Your heading' }));

  // Puck records a step of its history once changes pause for 300 ms: a person's pace.
  const pause = () => page.waitForTimeout(400);
  await pause();

  // The block dropped is the one selected: the properties are the heading's.
  const text = page.getByTestId('theme-editor').getByRole('textbox', { name: 'Text', exact: true });
  await text.fill(welcome);
  await expect(canvas(page).getByRole('heading', { name: welcome })).toBeVisible();
  await pause();

  // Undo with the keyboard, redo with the button.
  await page.getByTestId('theme-editor').getByRole('heading', { name: 'English' }).click();
  await page.keyboard.press('Control+z');
  await expect(canvas(page).getByRole('heading', { name: 'Your heading' })).toBeVisible();
  await expect(canvas(page).getByRole('heading', { name: welcome })).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(canvas(page).getByRole('heading', { name: welcome })).toBeVisible();

  // The style panel: a length is a number and a unit.
  await page.getByRole('spinbutton', { name: 'Inner spacing' }).fill('1.5');
  await page.getByRole('combobox', { name: 'Inner spacing (unit)' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('em', { exact: true }).click();
  await expect(canvas(page).getByRole('heading', { name: welcome })).toHaveAttribute('style', /padding: 1\.5em/);

  // The editor shows the page on a phone, 390 px wide (e2e/themes/preview-scale.spec.ts: its scale).
  await expect
    .poll(() =>
      canvas(page)
        .locator('body')
        .evaluate(() => window.innerWidth),
    )
    .toBe(390);

  // Full screen and back.
  await page.getByTestId('theme-fullscreen').click();
  await expect(page.getByTestId('theme-editor')).toHaveAttribute('data-fullscreen', 'true');
  const box = await page.getByTestId('theme-editor').boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('theme-editor')).toHaveAttribute('data-fullscreen', 'false');

  // Unsaved, the page asks before it is left.
  await page.getByTestId('theme-cancel').click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/products\/themes\/new$/);

  await page.getByTestId('theme-save').click();
  await expect(toasts(page)).toContainText('Theme saved.');
  await expect(page).toHaveURL(/\/products\/themes\/edit\?id=/);
  // Opened again, the page is as it was built.
  await page.reload();
  await expect(canvas(page).getByRole('heading', { name: welcome })).toBeVisible();
  await expect(canvas(page).getByRole('heading', { name: 'Sample product' })).toBeVisible();
  // Nothing changed since: leaving asks nothing.
  await page.getByTestId('theme-cancel').click();
  await expect(page).toHaveURL(/\/products\/themes$/);

  // The olive oil shows it: its seal's answer is dressed by the theme. The olive oil opens its
  // resolver menu first (docs/resolver.md); `check=1` is the menu's link to the answer. The wine
  // case keeps the demo theme that e2e/consultation/themed-answer.spec.ts reads meanwhile.
  await chooseProductTheme(page, OLIVE_OIL_TITLE, title);
  await page.goto(`/consultation?ref=${demoSealReference('resolverFirst')}&check=1&lang=en`);
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
  await expect(page.getByRole('heading', { name: OLIVE_OIL_TITLE })).toBeVisible();
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');

  // The default page again, as the other journeys expect.
  await chooseProductTheme(page, OLIVE_OIL_TITLE, DEFAULT_PAGE);
});
