import { expect, test } from '@playwright/test';
import { demoSealReference } from '../../apps/server/src/db/seed/seals';
import { axeViolations, expectFitsWidth, PHONE, TEXTS } from '../consultation/helpers';

/** The demo resolver (docs/resolver.md): the olive oil opens its menu first, the wine case shows it under a valid answer. */
const OLIVE_OIL = demoSealReference('resolverFirst');
const WINE_CASE = demoSealReference('activeWithoutThresholds');

test.use({ viewport: PHONE });

test('[CONSUMER][RESOLVER]: a scan of a resolver-first product opens its menu, whose check item leads to the answer', async ({
  page,
}) => {
  await page.goto(`/consultation?ref=${OLIVE_OIL}&lang=en`);
  const menu = page.getByTestId('resolver-menu');
  await expect(menu.getByRole('heading', { level: 1, name: 'Demo Cellars' })).toBeVisible();
  await expect(menu.getByTestId('resolver-item')).toHaveText([
    'Product information',
    'Certificates',
    'Instructions for use',
  ]);
  await expect(page.getByTestId('result')).toHaveCount(0);
  await expectFitsWidth(page);
  expect(await axeViolations(page)).toEqual([]);

  await menu.getByRole('link', { name: TEXTS.en.resolver.check }).click();
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
  await expect(page.getByTestId('resolver-menu')).toHaveCount(0);
});

test('[CONSUMER][RESOLVER]: a valid wine case shows its menu under the answer, with the French item to a French reader', async ({
  page,
}) => {
  await page.goto(`/consultation?ref=${WINE_CASE}&lang=fr`);
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
  const menu = page.getByTestId('resolver-menu');
  await expect(menu.getByTestId('resolver-item')).toHaveText([
    'Product information',
    'Certificates',
    'Instructions for use',
    'Fiche produit',
  ]);
  expect(await axeViolations(page)).toEqual([]);
});

test('[CONSUMER][RESOLVER]: following an item opens its address', async ({ page }) => {
  // The demo items point at demo.example.com: the browser is answered here instead of the network.
  await page.route('https://demo.example.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!DOCTYPE html><title>Certificates</title><h1>Certificates</h1>',
    }),
  );
  await page.goto(`/resolver?ref=${OLIVE_OIL}&lang=en`);
  await page.getByRole('link', { name: 'Certificates' }).click();
  await expect(page).toHaveURL('https://demo.example.com/certificates');
  await expect(page.getByRole('heading', { name: 'Certificates' })).toBeVisible();
});
