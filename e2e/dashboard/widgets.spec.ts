import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_API } from '../../packages/shared/src/contract/consultation';
import { consultationReference } from '../support/consultation';
import { DEMO_ADMIN } from '../support/env';
import { DEMO_USERS } from '../support/menu';
import { login } from '../support/session';

/** Valid seals of the demo's load range that no other journey consults, and a seal never activated. */
const VALID = [0, 1, 2].map((i) => consultationReference('load', 0, 990 + i));
const NOT_ACTIVATED = consultationReference('notActivated');

/** A consumer checks a reference on the public page's API: the real consultation path, rollup included. */
async function consult(page: Page, ref: string) {
  const response = await page.request.post(PUBLIC_API.consult, { data: { ref, lang: 'en' } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A change through the console (a preference), so the action log holds one of the user's actions. */
async function saveLanguage(page: Page) {
  const status = await page.evaluate(async () => {
    const response = await fetch('/callAPI', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        methodModel: 'userModel',
        methodName: 'updatePreferences',
        methodVars: { language: 'en' },
      }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

test('[ADMIN][DASHBOARD]: every widget shows its data, a period chosen is remembered, a reference opens its private consultation', async ({
  page,
}) => {
  for (const ref of VALID) await consult(page, ref);
  await consult(page, NOT_ACTIVATED);
  await login(page, DEMO_ADMIN);
  await saveLanguage(page);
  await page.evaluate(() => localStorage.removeItem('seal.dashboardPeriods'));
  await page.reload();

  // Consultations over 6 months: a chart and the top 10 articles.
  const consultations = page.getByTestId('widget-consultations');
  await expect(consultations.getByTestId('widget-consultations-period')).toHaveValue('6m');
  await expect(consultations.getByTestId('consultations-chart')).toBeVisible();
  await expect(consultations.getByTestId('consultations-total')).toContainText(/\d/);
  await expect(consultations.getByTestId('consultations-top').locator('li').first()).toBeVisible();

  // Consultation errors by code, with the catalogue's message.
  const errors = page.getByTestId('widget-consultationErrors');
  await expect(errors.getByTestId('consultation-errors-codes')).toContainText('102');
  await expect(errors.getByTestId('consultation-errors-codes')).toContainText(
    'This reference is not activated. Please contact the brand owner.',
  );

  // The latest consultations, the newest first: this journey's last check before its earlier one
  // (journeys running beside it consult too, so theirs may come in between or on top).
  const latest = page.getByTestId('latest-consultations');
  await expect(latest.locator('tbody tr')).toHaveCount(10);
  await expect(async () => {
    const rows = await latest.locator('tbody tr').allTextContents();
    const last = rows.findIndex((row) => row.includes(NOT_ACTIVATED));
    expect(last).toBeGreaterThanOrEqual(0);
    expect(rows.findIndex((row) => row.includes(VALID[2]!))).toBeGreaterThan(last);
  }).toPass();
  await expect(latest).toContainText('This reference is valid.');

  // The action history, labelled as the action log labels it.
  await expect(page.getByTestId('action-history').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('widget-actionHistory').getByRole('link')).toHaveAttribute('href', '/logsactor');

  // News: the demo's news item (the operator's news, docs/help.md).
  await expect(page.getByTestId('news-widget-welcome')).toContainText('Welcome to Seal Console');

  // A shorter period asks the server again and is remembered after a reload.
  const asked = page.waitForRequest(
    (request) =>
      request.url().endsWith('/callAPI') &&
      request.postDataJSON()?.methodName === 'getConsultations' &&
      request.postDataJSON()?.methodVars?.period === '7d',
  );
  await consultations.getByTestId('widget-consultations-period').selectOption('7d');
  await asked;
  await expect(consultations.getByTestId('consultations-top').locator('li').first()).toBeVisible();
  await errors.getByTestId('widget-consultationErrors-period').selectOption('2w');
  await expect(errors.getByTestId('consultation-errors-codes')).toContainText('102');
  await page.reload();
  await expect(page.getByTestId('widget-consultations-period')).toHaveValue('7d');
  await expect(page.getByTestId('widget-consultationErrors-period')).toHaveValue('2w');
  await expect(page.getByTestId('consultations-top').locator('li').first()).toBeVisible();

  // A reference of the latest consultations opens its private consultation.
  await page.getByTestId('latest-consultations').getByRole('link', { name: VALID[2]! }).click();
  await expect(page).toHaveURL(/\/privateconsultation$/);
  await expect(page.getByTestId('seal-state')).toBeVisible();
});

test('[ADMIN][DASHBOARD]: a failing widget shows its error and a retry while the others show their data', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);
  let fail = true;
  await page.route('**/callAPI', async (route) => {
    if (fail && route.request().postDataJSON()?.methodName === 'getConsultationErrors') {
      await route.fulfill({ status: 500, json: { code: 500, key: 'common.internal' } });
      return;
    }
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('latest-consultations')).toBeVisible();
  await expect(page.getByTestId('consultations-chart')).toBeVisible();
  // The failing widget tries twice more (1 s, then 2 s later) before it shows its error: waited for
  // once the others are in, so a slow first load of the page does not eat its time.
  const errors = page.getByTestId('widget-consultationErrors');
  await expect(errors.getByTestId('widget-consultationErrors-error')).toBeVisible();
  fail = false;
  await errors.getByRole('button').click();
  await expect(errors.getByTestId('consultation-errors-total')).toBeVisible();
});

test('[GUEST][DASHBOARD]: a user sees only the widgets of their rights', async ({ page }) => {
  await login(page, DEMO_USERS.guest);
  await expect(page.getByTestId('consultations-chart')).toBeVisible();
  await expect(page.getByTestId('widget-news')).toBeVisible();
  await expect(page.getByTestId('latest-consultations')).toBeVisible();
  // No cerv.view, secu.view_reels nor secu.history: no action history, reel stock or reference box.
  await expect(page.getByTestId('widget-actionHistory')).toHaveCount(0);
  await expect(page.getByTestId('widget-reelStock')).toHaveCount(0);
  await expect(page.getByTestId('widget-privateConsultation')).toHaveCount(0);
  await expect(page.getByTestId('latest-consultations').getByRole('link')).toHaveCount(0);
});
