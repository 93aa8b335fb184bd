import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { canvas } from './helpers';

/** The scale Puck draws the page at (its canvas root's transform) and the page's width. */
const previewScale = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('puck-canvas-root')!;
    return { width: root.style.width, zoom: Number(/scale\(([\d.]+)\)/.exec(root.style.transform)?.[1] ?? 1) };
  });

/** The selected block and its toolbar, in the frame's coordinates: how much they overlap (px²). */
const toolbarOverlap = (page: Page) =>
  canvas(page)
    .locator('body')
    .evaluate((body) => {
      const selected = body.ownerDocument.querySelector('[class*="DraggableComponent--isSelected"]');
      const bar = selected?.querySelector('[class*="DraggableComponent-actions_"]');
      if (!selected || !bar) return null;
      const a = selected.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      return { overlap: Math.max(0, width) * Math.max(0, height), barShown: b.height > 0 && b.bottom > 0 };
    });

test.use({ viewport: { width: 1440, height: 900 } });

test('[ADMIN][THEME_EDITOR]: at 1440x900 the phone preview shows at full size, the desktop one at 60 % or more, and the block toolbar never covers the block it edits', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/products/themes' });
  await page.getByTestId('themes-table').getByRole('link', { name: 'Demo Cellars', exact: true }).click();
  const heading = canvas(page).getByRole('heading', { name: 'Demo Cellars' });
  await expect(heading).toBeVisible();

  // The editor opens on the phone, drawn at 90 % or more.
  await expect.poll(() => previewScale(page)).toMatchObject({ width: '390px' });
  expect((await previewScale(page)).zoom).toBeGreaterThanOrEqual(0.9);
  // The page's first block, selected: its toolbar sits above it.
  await heading.click();
  await expect.poll(() => toolbarOverlap(page)).toEqual({ overlap: 0, barShown: true });

  // The desktop preview takes the whole screen, where it reads at 60 % or more.
  await page.getByRole('button', { name: 'Preview on Desktop' }).click();
  await expect(page.getByTestId('theme-editor')).toHaveAttribute('data-fullscreen', 'true');
  await expect.poll(async () => (await previewScale(page)).width).toBe('1280px');
  await expect.poll(async () => (await previewScale(page)).zoom).toBeGreaterThanOrEqual(0.6);
  await heading.click();
  await expect.poll(() => toolbarOverlap(page)).toEqual({ overlap: 0, barShown: true });

  // Escape leaves the full screen, and the desktop preview stays where it is.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('theme-editor')).toHaveAttribute('data-fullscreen', 'false');
  await expect.poll(async () => (await previewScale(page)).width).toBe('1280px');
  await expect(page.getByTestId('theme-editor')).toHaveAttribute('data-fullscreen', 'false');
});
