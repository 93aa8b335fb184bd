import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';

test('[HELP][SEARCH]: the help button opens the guide at the current section, and the guide is searchable', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/security/reels' });
  await page.getByTestId('help-link').click();
  await expect(page).toHaveURL(/\/help\?section=security$/);
  await expect(page.getByTestId('help-page-security')).toContainText('security code');

  const search = page.getByTestId('help-search').locator('input');
  await search.fill('EPCIS');
  await expect(page.getByTestId('help-results')).toContainText('1');
  await page.getByTestId('help-result-tracability').click();
  await expect(page).toHaveURL(/\/help\?section=tracability$/);
  await expect(page.getByTestId('help-page-tracability')).toContainText('GS1 EPCIS 2.0');

  await page.getByTestId('help-search').locator('input').fill('no-such-word-anywhere');
  await expect(page.getByTestId('help-results')).toContainText('no-such-word-anywhere');
  await expect(page.locator('[data-testid^="help-result-"]')).toHaveCount(0);
});
