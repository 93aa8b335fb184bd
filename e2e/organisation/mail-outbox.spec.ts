import { expect, test, type Page } from '@playwright/test';
import { chooseOption, currentStep, next } from '../activation/helpers';
import { DEMO_PASSWORD } from '../support/env';
import { startLocalMailServer } from '../support/local-mail-server';
import { demoReference } from '../support/seals';

let server: Awaited<ReturnType<typeof startLocalMailServer>>;
test.beforeAll(async () => {
  // Its own server, without SMTP: the first start loads the demo data and its year of history.
  test.setTimeout(240_000);
  server = await startLocalMailServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function loginOn(page: Page, email: string) {
  await page.goto(`${server.base}/login`);
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-email').fill(email);
  await form.getByTestId('login-password').fill(DEMO_PASSWORD);
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/home$/);
}

test("[ADMIN][MAIL_OUTBOX]: without a mail server, an administrator activates a range of seals with the security code read in the console's mail outbox", async ({
  page,
  context,
}) => {
  // Any range of the demo's stock reel: this server's database is the journey's own.
  const first = demoReference(5_100);
  const last = demoReference(5_104);
  await loginOn(page, 'admin@demo.test');

  // The outbox is a menu entry of the organisation, beside the users.
  await page.getByTestId('menu-organisation').hover();
  await page.getByTestId('menu-entry-mailOutbox').click();
  await expect(page).toHaveURL(/\/organisation\/mailoutbox$/);
  await expect(page.getByTestId('outbox-table')).toBeVisible();

  await page.goto(`${server.base}/security/activation/new`);
  await page.getByTestId('method-range').click();
  await next(page);
  await chooseOption(page, page.getByTestId('activation-product'), 'Dark chocolate 70% · 4006381333931', 'Dark');
  await expect(page.getByTestId('no-dynamic-data')).toBeVisible();
  await next(page);
  await page.getByTestId('reference-first').fill(first);
  await page.getByTestId('reference-last').fill(last);
  await next(page);
  await expect(currentStep(page)).toHaveText('Destination');
  await next(page);
  await expect(page.getByTestId('verify-ok')).toContainText('Seals to activate: 5.');
  await next(page);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('code-sent')).toContainText('A code was sent to');

  // The mail never left the server: a second tab reads it in the outbox, the newest first.
  const outbox = await context.newPage();
  await outbox.goto(`${server.base}/organisation/mailoutbox`);
  await expect(outbox.getByRole('heading', { level: 1 })).toHaveText('Mail outbox');
  await expect(outbox.getByText('Local delivery: no mail server is configured')).toBeVisible();
  const newest = outbox.getByTestId('outbox-table').locator('tbody tr.ant-table-row').first();
  await expect(newest).toContainText('admin@demo.test');
  await expect(newest).toContainText('Kept locally');
  await newest.getByTestId('outbox-read').click();
  const text = outbox.getByTestId('outbox-text');
  await expect(text).toContainText(/\b\d{6}\b/);
  const code = (await text.textContent())!.match(/\b(\d{6})\b/)![1]!;
  await outbox.close();

  await page.getByTestId('security-code').fill(code);
  await next(page);
  await expect(page.getByTestId('write-result')).toContainText('Seals activated: 5.');
});

test('[GUEST][MAIL_OUTBOX]: a user who cannot manage users has no outbox: neither in the menu nor by its address', async ({
  page,
}) => {
  await loginOn(page, 'guest@demo.test');
  await expect(page.getByTestId('menu-organisation')).toHaveCount(0);
  await page.goto(`${server.base}/organisation/mailoutbox`);
  await expect(page.getByTestId('page-403')).toContainText('Missing permission:');
  await expect(page.getByTestId('outbox-table')).toHaveCount(0);
});
