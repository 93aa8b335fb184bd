import { expect, test } from '@playwright/test';
import { login } from '../support/session';
import { batchFile, SEALS } from './helpers';
import { userWithRights } from '../support/users';
import { securityCodeFor } from '../support/mail';
import { demoReference } from '../support/seals';

test('[SECU][XML_IMPORT]: a batch is verified range by range, started with the e-mailed code, and runs to its report', async ({
  page,
}) => {
  const email = await userWithRights('xml-batch', ['secu.by_xml']);
  await login(page, email, { to: '/security/xmlimport' });
  // The screen's code is loaded on its first visit (a loaded machine may take a while).
  await expect(page.getByRole('heading', { name: 'XML import' })).toBeVisible({ timeout: 30_000 });

  await page.locator('input[type=file]').setInputFiles({
    name: 'june-batch.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(
      batchFile([
        { first: demoReference(SEALS.batchFirst), last: demoReference(SEALS.batchMiddle - 1), sku: 'DEMO-CHOC-70' },
        {
          first: demoReference(SEALS.batchMiddle),
          last: demoReference(SEALS.batchLast),
          sku: 'DEMO-WINE-01',
          batchNumber: 'JB-2026',
        },
        // Seals the demo data activated already: shown with its error, never activated.
        {
          first: demoReference(SEALS.activatedBySeed),
          last: demoReference(SEALS.activatedBySeed + 9),
          sku: 'DEMO-CHOC-70',
        },
      ]),
    ),
  });

  // The verification: each range with its count and error, and the total.
  const ranges = page.getByTestId('xml-ranges');
  await expect(ranges.locator('tr[data-position]')).toHaveCount(3);
  await expect(ranges.locator('tr[data-state="invalid"]')).toContainText(
    'This reel or reference is already activated.',
  );
  await expect(ranges.locator('tr[data-state="pending"]')).toHaveCount(2);
  await expect(page.getByTestId('xml-valid-seals')).toContainText('100');
  await expect(page.getByTestId('xml-invalid-ranges')).toContainText('1');
  await expect(page).toHaveURL(/\?import=/);

  // The code, e-mailed to the user, typed, and the start.
  await page.getByTestId('xml-request-code').click();
  await expect(page.getByTestId('xml-code-sent')).toBeVisible();
  await page.getByTestId('xml-code').fill(await securityCodeFor(email));
  await page.getByTestId('xml-start').click();

  // The progress bar, then the report.
  await expect(page.getByTestId('xml-progress')).toBeVisible();
  const report = page.getByTestId('xml-report');
  await expect(report).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(page.getByTestId('xml-activated-seals')).toContainText('100');
  await expect(page.getByTestId('xml-activated-ranges')).toContainText('2');
  await expect(page.getByTestId('xml-skipped-ranges')).toContainText('1');
  await expect(page.getByTestId('xml-skipped')).toContainText('This reel or reference is already activated.');

  // The import is listed with the others; its report opens again from there.
  await page.getByTestId('xml-again').click();
  const list = page.getByTestId('xml-imports-table');
  await expect(list.locator('tr', { hasText: 'june-batch.xml' })).toContainText('Activation complete');
  await list.locator('tr', { hasText: 'june-batch.xml' }).getByTestId('xml-open-import').click();
  await expect(page.getByTestId('xml-report')).toHaveAttribute('data-status', 'done');
});

test('[SECU][XML_IMPORT]: on a phone, a file not matching the schema is refused with the validator lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await userWithRights('xml-phone', ['secu.by_xml']);
  await login(page, email, { to: '/security/xmlimport' });
  await page.locator('input[type=file]').setInputFiles({
    name: 'broken.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(
      '<?xml version="1.0"?>\n<activationBatch version="1">\n  <range><first>ABCD</first></range>\n</activationBatch>',
    ),
  });
  await expect(page.getByTestId('xml-refused')).toContainText('The file does not match the XML schema.');
  await expect(page.getByTestId('xml-schema-errors')).toContainText('Line 3');
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
