import { expect, test } from '@playwright/test';
import { check, expectFitsWidth, GREEN_TEA, LANGUAGES, PHONE, refOf, TEXTS } from './helpers';

// The plain check is HTML forms: it must work with JavaScript off, on a phone.
test.use({ javaScriptEnabled: false, viewport: PHONE });

for (const language of LANGUAGES) {
  test(`[CONSUMER][CHECK_NO_JS]: a consumer checks a genuine seal on a phone in ${language}, without JavaScript`, async ({
    page,
  }) => {
    const texts = TEXTS[language];
    await page.goto('/consultation');
    await page.getByTestId(`lang-${language}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.entry.heading);
    await expectFitsWidth(page);

    await check(page, refOf('valid'), language);
    await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.result.valid.title);
    await expect(page.getByTestId('product').getByRole('heading')).toHaveText(GREEN_TEA[language]);
    await expect(page.getByTestId('product').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('guidance')).toContainText(texts.guidance.compare);
    await expect(page.getByTestId('guidance')).toContainText(texts.guidance.attached);
    await expect(page.getByTestId('guidance')).toContainText(texts.guidance.contact);
    await expectFitsWidth(page);

    // The language chosen is kept for the next page (the lang cookie).
    await page.goto('/consultation');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

test('[CONSUMER][QR_CODE]: the printed QR code opens the answer at once, in the browser language', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`/consultation?ref=${encodeURIComponent(refOf('valid'))}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.fr.result.valid.title);
  await expect(page.getByTestId('product').getByRole('heading')).toHaveText(GREEN_TEA.fr);
  await context.close();
});

test('[CONSUMER][ERRORS]: an unknown reference, a cancelled seal and a fraudulent one each say what to do', async ({
  page,
}) => {
  const { result } = TEXTS.en;
  await page.goto('/control-new');
  await check(page, 'ZZZZ-ZZZZ-ZZZZ-Z');
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '100');
  await expect(page.getByTestId('result')).toContainText(result.invalidReference.next);

  await check(page, refOf('cancelled'));
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '113');
  await expect(page.getByTestId('result')).toContainText(result.cancelled.message);
  await expect(page.getByTestId('contact')).toBeVisible();

  await check(page, refOf('fraudulent'));
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '115');
  await expect(page.getByTestId('result')).toContainText(result.fraudulent.next);
  // The form it offers needs JavaScript, and says so.
  await expect(page.getByTestId('consumer-form-noscript')).toHaveText(TEXTS.en.form.noscript);
  await expect(page.locator('#consumer-form')).toBeHidden();
});

test('[CONSUMER][DEMO]: a demonstration seal answers as a demonstration', async ({ page }) => {
  await page.goto('/front');
  await check(page, refOf('demo'));
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
  await expect(page.getByTestId('demo')).toContainText(TEXTS.en.demo.message);
});
