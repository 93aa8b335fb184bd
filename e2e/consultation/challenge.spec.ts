import { expect, test, type Page } from '@playwright/test';
import { DEMO_CONTROL_KEY, printedOn } from '../support/consultation';
import { check, expectFitsWidth, PHONE, pickBubble, refOf, TEXTS } from './helpers';

// The bubbles are radio buttons and the code a text input: the challenge needs no script either.
test.use({ javaScriptEnabled: false, viewport: PHONE });

const { challenge, result } = TEXTS.en;
const submit = (page: Page) => page.getByRole('button', { name: challenge.submit }).click();

test('[CONSUMER][CAPTCHA]: the consumer picks the bubble pattern of the seal in hand, after a wrong one', async ({
  page,
}) => {
  await page.goto('/consultation');
  await check(page, refOf('captcha3'));
  await expect(page.getByTestId('challenge')).toBeVisible();
  expect(await pickBubble(page, 'captcha3', { wrong: true })).toBe(3);
  await expectFitsWidth(page);
  await submit(page);

  await expect(page.getByTestId('challenge-error')).toHaveAttribute('data-code', '108');
  await expect(page.getByTestId('challenge-error')).toContainText(result.invalidCaptcha.message);
  await pickBubble(page, 'captcha3');
  await submit(page);
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
});

test('[CONSUMER][CCP]: the consumer types the code printed on the seal, after a wrong one', async ({ page }) => {
  await page.goto('/consultation');
  await check(page, refOf('ccp3'));
  const code = page.getByLabel(challenge.ccpLabel);
  await expect(code).toHaveAttribute('maxlength', '3');
  const printed = printedOn('ccp3').ccp3;
  await code.fill(printed === 'a1B' ? 'b2C' : 'a1B');
  await submit(page);
  await expect(page.getByTestId('challenge-error')).toHaveAttribute('data-code', '107');

  await page.getByLabel(challenge.ccpLabel).fill(printed);
  await submit(page);
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
});

test('[CONSUMER][CONTROL_KEY]: the consumer types the control key of the product', async ({ page }) => {
  await page.goto('/consultation?lang=fr');
  await check(page, refOf('controlKey'), 'fr');
  const key = page.getByLabel(TEXTS.fr.challenge.controlKeyLabel);
  await expect(key).toHaveAttribute('maxlength', '5');
  await key.fill(DEMO_CONTROL_KEY);
  await page.getByRole('button', { name: TEXTS.fr.challenge.submit }).click();
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.fr.result.valid.title);
});

test('[CONSUMER][CAPTCHA_CCP]: nine bubbles and a six-character code on the same seal', async ({ page }) => {
  await page.goto('/consultation');
  await check(page, refOf('captcha9Ccp6'));
  expect(await pickBubble(page, 'captcha9Ccp6')).toBe(9);
  await page.getByLabel(challenge.ccpLabel).fill(printedOn('captcha9Ccp6').ccp6);
  await submit(page);
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
});
