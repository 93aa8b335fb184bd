import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { DEMO_USERS } from '../support/menu';
import { demoSealReference, lookUp, NEVER_ISSUED, seriousViolations } from './helpers';

test('[ADMIN][PRIVATE_CONSULTATION]: the global search leads a reference to its seal, whose history shows the consultations that made it suspect', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);
  const suspect = demoSealReference('suspect');
  await page.getByTestId('search-toggle').click();
  await page.getByTestId('search-input').fill(suspect.toLowerCase());
  await page.getByText(`Verify reference ${suspect}`).click();
  await expect(page).toHaveURL(/\/privateconsultation$/);
  await expect(page.getByTestId('seal-state')).toHaveText('Suspect');
  await expect(page.getByTestId('seal-views')).toHaveText('5');
  await expect(page.getByTestId('history-nb-total')).toContainText('5');
  await expect(page.getByTestId('history-timeline').locator('[data-testid="history-op-1"]')).toHaveCount(5);
  await expect(page.getByTestId('history-timeline')).toContainText('By the service (a consultation threshold reached)');
  expect(await seriousViolations(page)).toEqual([]);

  // Only the errors: none on this seal.
  await page.getByTestId('history-ops').getByLabel('Consultation', { exact: true }).uncheck();
  await expect(page.getByTestId('history-timeline').locator('[data-testid="history-op-1"]')).toHaveCount(0);

  // A typo is caught before the server is asked; an unknown reference says so.
  await page.getByTestId('reference-input').fill(suspect.slice(0, -1) + (suspect.endsWith('0') ? '1' : '0'));
  await page.getByTestId('reference-submit').click();
  await expect(page.getByText('This reference holds a typing error')).toBeVisible();
  await page.getByTestId('reference-input').fill(NEVER_ISSUED);
  await page.getByTestId('reference-submit').click();
  await expect(page.getByTestId('seal-unknown')).toHaveText('Invalid reference.');
});

test('[USER][PRIVATE_CONSULTATION]: on a 390 px phone, a user without the stolen right reads a fraudulent seal and may not declare it stolen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO_USERS.user, { to: '/privateconsultation' });
  await lookUp(page, demoSealReference('fraudulent'));
  await expect(page.getByTestId('seal-state')).toHaveText('Fraudulent');
  await expect(page.getByTestId('history-timeline').locator('[data-testid="history-op-4"]')).toHaveCount(1);
  await page.getByTestId('state-change-target').click();
  const options = page.locator('.ant-select-dropdown:visible');
  await expect(options.getByTitle('Block', { exact: true })).toBeVisible();
  await expect(options.getByTitle('Declare stolen', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('[ADMIN][PRIVATE_CONSULTATION]: a seal never activated shows its state, without a history nor a change of state', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/privateconsultation' });
  await lookUp(page, demoSealReference('inactive'));
  await expect(page.getByTestId('seal-state')).toHaveText('Not activated');
  await expect(page.getByTestId('seal-not-activated')).toBeVisible();
  await expect(page.getByTestId('state-change')).toHaveCount(0);
});
