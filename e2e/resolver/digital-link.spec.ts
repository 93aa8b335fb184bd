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

/** A GTIN and serial in a compressed Digital Link (the standard's sequence 0C; the serial in base64url characters). */
function compressedLink(gtin14: string, serial: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bin = (value: number | bigint, width: number) => value.toString(2).padStart(width, '0');
  const bits = `00001100${bin(BigInt(gtin14), 47)}011${bin(serial.length, 5)}${[...serial]
    .map((character) => bin(alphabet.indexOf(character), 6))
    .join('')}`;
  const padded = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
  return `/${(padded.match(/.{6}/g) ?? []).map((six) => alphabet[parseInt(six, 2)]).join('')}`;
}

test('[CONSUMER][DIGITAL_LINK]: a compressed Digital Link opens the check of its seal as the link in full does', async ({
  page,
}) => {
  await page.goto(`${compressedLink(WINE_CASE_GTIN, ref)}?lang=fr`);
  await expect(page).toHaveURL(new RegExp(`/consultation\\?ref=${ref}&lang=fr$`));
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
  // Cut short: the page of refusals, not the console.
  await page.goto(`${compressedLink(WINE_CASE_GTIN, ref).slice(0, 12)}?lang=fr`);
  await expect(page.getByTestId('digital-link-failure')).toContainText(TEXTS.fr.digitalLink.problem.truncated);
  expect(await axeViolations(page)).toEqual([]);
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
