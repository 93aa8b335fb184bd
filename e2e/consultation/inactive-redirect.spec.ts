import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession, callApi } from '../support/users';
import { check, PHONE, refOf, TEXTS } from './helpers';

const BRAND_PAGE = 'https://demo-company.test/not-yet-on-sale';

/** The company's settings, as the input of updateCompanySettings (every setting is replaced). */
async function companySettings(api: APIRequestContext) {
  const { updatedAt: _updatedAt, ...settings } = await callApi<Record<string, unknown>>(
    api,
    'organisationModel',
    'getCompanySettings',
  );
  return settings;
}

test.use({ javaScriptEnabled: false, viewport: PHONE });

// One file, in order: the company's redirect for inactive references holds for all its seals.
test.describe.configure({ mode: 'serial' });

test('[CONSUMER][NOT_ACTIVATED]: a seal not activated gives the brand to contact, and its form', async ({ page }) => {
  await page.goto('/consultation');
  await check(page, refOf('notActivated'));
  await expect(page.getByTestId('result')).toHaveAttribute('data-code', '102');
  await expect(page.getByTestId('result')).toContainText(TEXTS.en.result.notActivated.next);
  await expect(page.getByTestId('contact-owner')).toContainText('support@demo-company.test');
  await expect(page.getByTestId('consumer-form')).toHaveAttribute('data-kind', 'contact');
});

test("[CONSUMER][NOT_ACTIVATED]: with the company's redirect set, the plain form goes to the brand's page (303)", async ({
  page,
}) => {
  const admin = await apiSession();
  const before = await companySettings(admin);
  try {
    await callApi(admin, 'organisationModel', 'updateCompanySettings', { ...before, inactiveRedirectUrl: BRAND_PAGE });
    await page.route(`${BRAND_PAGE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Soon</title><h1>Coming soon</h1>' }),
    );
    await page.goto('/consultation');
    await check(page, refOf('notActivated'));
    await expect(page).toHaveURL(BRAND_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming soon');

    // The QR code's GET too.
    const qrCode = await page.request.get(`/consultation?ref=${encodeURIComponent(refOf('notActivated'))}`, {
      maxRedirects: 0,
    });
    expect(qrCode.status()).toBe(303);
    expect(qrCode.headers().location).toBe(BRAND_PAGE);
  } finally {
    await callApi(admin, 'organisationModel', 'updateCompanySettings', before);
    await admin.dispose();
  }
});
