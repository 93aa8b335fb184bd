import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { exportCsv, figure } from './helpers';

test('[ADMIN][LOYALTY]: the demo year shows its returning consumers, listed, filtered and exported', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/statistics/loyalty' });
  const figures = page.getByTestId('loyalty-figures');
  const values = figures.locator('.ant-statistic-content-value');
  // The screen's chunk loads first, then its four figures.
  await expect(values).toHaveCount(4);
  await expect(figures.locator('.ant-skeleton, .seal-skeleton')).toHaveCount(0);
  const [consumers, returning] = await values.allInnerTexts();
  expect(figure(consumers!)).toBeGreaterThan(figure(returning!));
  expect(figure(returning!)).toBeGreaterThan(0);
  await expect(page.getByTestId('loyalty-buckets-chart')).toBeVisible();

  // Returning consumers only, through the list's filter kept in the address.
  await page.goto('/statistics/loyalty?f.returning=true');
  const rows = page.getByTestId('loyalty-consumers').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const tags = await rows.locator('.ant-tag').allInnerTexts();
  expect(tags.length).toBeGreaterThan(0);
  expect(new Set(tags)).toEqual(new Set(['Returning']));
  const total = figure(await page.locator('.ant-pagination-total-text').innerText());
  expect(total).toBe(figure(returning!));

  const csv = await exportCsv(page, 'loyalty-consumers-export');
  expect(csv.lines[0]).toContain('E-mail');
  expect(csv.lines.length - 2).toBe(total);
});

test('[ADMIN][LOYALTY]: the loyalty screen fits a phone and has no serious accessibility violation', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/statistics/loyalty' });
  await expect(page.getByTestId('loyalty-figures').locator('.ant-skeleton, .seal-skeleton')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/statistics/loyalty');
  await expect(page.getByTestId('loyalty-consumers').locator('tbody tr.ant-table-row').first()).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
});
