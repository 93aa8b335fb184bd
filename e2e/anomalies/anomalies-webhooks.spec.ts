import { expect, test } from '@playwright/test';
import { PUBLIC_API } from '@seal/shared/contract/consultation';
import { consultationReference } from '../support/consultation';
import { DEMO_ADMIN } from '../support/env';
import { COLD_LOAD_MS, login } from '../support/session';

/** More references than the reel-probing threshold (15), all of one demo reel. */
const PROBED = 16;
const THRESHOLD = 15;
const HOOK_URL = 'https://hooks.example.com/seal-e2e';

test('[ADMIN][ANOMALIES]: admin registers a webhook (its secret shown once) and sees a probed reel with its evidence', async ({
  page,
}) => {
  // The scan runs every minute and reads consultations older than 30 s: the anomaly shows within two
  // minutes, and each look is a new load of the console.
  test.slow();
  await login(page, DEMO_ADMIN, { to: '/security/webhooks' });

  // Register a webhook: the secret is shown once, in its dialog, and nowhere after.
  await page.getByTestId('webhook-create').click();
  await page.getByTestId('webhook-url').fill('http://hooks.example.com/plain');
  await page.getByTestId('webhook-form').getByTestId('form-submit').click();
  await expect(page.getByTestId('webhook-form')).toContainText('HTTPS');
  await page.getByTestId('webhook-url').fill(HOOK_URL);
  await page.getByTestId('webhook-form').getByTestId('form-submit').click();
  const secretBox = page.getByTestId('webhook-secret');
  await expect(secretBox).toContainText(/whsec_[0-9a-f]{64}/);
  const secret = (await secretBox.textContent())!.match(/whsec_[0-9a-f]{64}/)![0];
  await page.getByTestId('webhook-secret-close').click();
  const table = page.getByTestId('webhooks-table');
  await expect(table).toContainText(HOOK_URL);
  await expect(page.locator('body')).not.toContainText(secret);
  await page.reload();
  await expect(table).toContainText(HOOK_URL, { timeout: COLD_LOAD_MS });
  await expect(page.locator('body')).not.toContainText(secret);

  // Someone probes the references of one reel from one network (this machine's).
  for (let offset = 0; offset < PROBED; offset += 1) {
    const response = await page.request.post(PUBLIC_API.consult, {
      data: { ref: consultationReference('load', 0, offset), lang: 'en' },
    });
    expect(response.ok()).toBe(true);
  }

  // The anomaly appears with its evidence once the scan has read those consultations. Other
  // journeys of the run consult the same reel from this machine too: the count can be higher.
  await page.goto('/security/anomalies?f.kind=reelProbing');
  const anomalies = page.getByTestId('anomalies-table');
  await expect(async () => {
    await page.reload();
    await expect(anomalies.getByTestId('anomaly-evidence').first()).toContainText(
      /\d+ references of one reel from 127\.0\.0\.0\/24/,
      { timeout: COLD_LOAD_MS },
    );
  }).toPass({ timeout: 300_000, intervals: [5_000] });
  await expect(anomalies.getByTestId('anomaly-kind').first()).toHaveText('Reel probed');
  const count = Number(
    (await anomalies.getByTestId('anomaly-evidence').first().textContent())!.match(/(\d+) references/)![1],
  );
  expect(count).toBeGreaterThanOrEqual(THRESHOLD);
  // The probed references are listed, in the reel's printed form (the scan reads them in order).
  await expect(anomalies.getByTestId('anomaly-evidence-list').first()).toContainText(
    consultationReference('load', 0, 0),
  );

  // The webhook was told: its delivery log holds the anomaly.detected event.
  await page.goto('/security/webhooks');
  await table
    .getByRole('row', { name: new RegExp(HOOK_URL) })
    .getByTestId('webhook-deliveries')
    .click();
  await expect(page.getByTestId('deliveries-table')).toContainText('anomaly.detected');
});
