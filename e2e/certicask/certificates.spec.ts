import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';

/** Looks a reference up on /privateconsultation and waits for its seal's card. */
async function lookUp(page: Page, reference: string) {
  await page.goto('/privateconsultation');
  await page.getByTestId('reference-input').fill(reference);
  await page.getByTestId('reference-submit').click();
  await expect(page.getByTestId('seal-card')).toBeVisible();
}

test('[CERTICASK][CERTIFICATES]: the private consultation shows a certified cask its certificate, and says when a seal has none', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);

  // The demo's cask certificate (apps/server/src/db/seed/certicask.ts), issued by the cellar tablet.
  await lookUp(page, 'ZYY1-197P-WJY6');
  const card = page.getByTestId('certificate-card');
  await expect(card.getByTestId('certificate-entry').first()).toContainText(/Certificate C\d{4}-000001/);
  await expect(card).toContainText('Oak barrel 12');
  await expect(card).toContainText('Cellar tablet');

  // A seal of the same reel that no certificate covers.
  await lookUp(page, 'ZPE8-B8VS-NM9T');
  await expect(page.getByTestId('certificate-none')).toHaveText('No certificate exists for the product.');

  // The certificates list holds both of the demo's, the cask's opening with all it says.
  await page.goto('/certicask/certificates');
  const table = page.getByTestId('certificates-table');
  await expect(table.getByTestId('certificate-open')).toHaveCount(2);
  await table
    .getByTestId('certificate-open')
    .filter({ hasText: /-000001$/ })
    .click();
  await expect(page.getByTestId('certificate-details')).toContainText('Oak barrel 12');
});
