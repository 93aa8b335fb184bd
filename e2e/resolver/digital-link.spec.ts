import { expect, test } from '@playwright/test';
import { axeViolations, PHONE, TEXTS } from '../consultation/helpers';
import { demoReference } from '../support/seals';

test.use({ viewport: PHONE });

/** The demo wine case (both demo accounts have it) and a seal of the demo company on it. */
const WINE_CASE_GTIN = '13400638133394';
const ref = demoReference(2_000);

test('[CONSUMER][DIGITAL_LINK]: scanning the GS1 Digital Link of a seal opens its check in the language asked', async ({
  page,
}) => {
  await page.goto(`/01/${WINE_CASE_GTIN}/21/${ref}?lang=fr`);
  await expect(page).toHaveURL(new RegExp(`/consultation\\?ref=${ref}&lang=fr$`));
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('[CONSUMER][DIGITAL_LINK]: a misread GTIN says what is wrong, and the seal can still be checked', async ({
  page,
}) => {
  await page.goto(`/01/13400638133395/21/${ref}?lang=fr`);
  await expect(page.getByTestId('digital-link-failure')).toContainText(TEXTS.fr.digitalLink.problem.checkDigit);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(TEXTS.fr.entry.refLabel).fill(ref);
  await page.getByRole('button', { name: TEXTS.fr.entry.submit, exact: true }).click();
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
});

test('[CLIENT][DIGITAL_LINK]: a program reads the linkset of the seal', async ({ request, baseURL }) => {
  const response = await request.get(`/01/${WINE_CASE_GTIN}/21/${ref}`, {
    headers: { accept: 'application/linkset+json' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/linkset+json');
  const [context] = (await response.json()).linkset;
  expect(context.anchor).toBe(`${baseURL}/01/${WINE_CASE_GTIN}/21/${ref}`);
  expect(context['https://gs1.org/voc/verificationService'][0].href).toBe(`${baseURL}/consultation?ref=${ref}`);
});
