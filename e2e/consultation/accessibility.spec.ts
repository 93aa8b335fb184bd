import { expect, test } from '@playwright/test';
import { axeViolations, check, PHONE, refOf } from './helpers';

test.use({ viewport: PHONE });

test('[CONSUMER][A11Y]: the entry page, a valid answer and an error answer have no accessibility violation', async ({
  page,
}) => {
  await page.goto('/front');
  await expect(page.getByTestId('reference-form')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await check(page, refOf('valid'));
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '0');
  await expect(page.locator('altcha-widget')).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/consultation?lang=fr');
  await check(page, refOf('expired'), 'fr');
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '110');
  expect(await axeViolations(page)).toEqual([]);
});

test('[CONSUMER][A11Y]: the challenge and the consumer form have no accessibility violation', async ({ page }) => {
  await page.goto('/consultation?lang=zh');
  await check(page, refOf('captcha9Ccp6'), 'zh');
  await expect(page.getByTestId('challenge')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/consultation?lang=en');
  await check(page, refOf('fraudulent'));
  await expect(page.locator('#consumer-form')).toBeVisible();
  await expect(page.locator('altcha-widget')).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
});
