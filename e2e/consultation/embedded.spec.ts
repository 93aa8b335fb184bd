import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env';
import { DEMO_WEBSITE } from '../support/consultation';
import { refOf, TEXTS } from './helpers';

/*
 * A brand's https page framing the check. Both are answered by the browser's routing, not the
 * network: the brand page from here, the check by this test's server (`route.fetch`), under an
 * https name of its own. Chromium sends no Referer from an https page to an http frame, and stops
 * a public page from framing a local address, so the frame must be https and not the server's
 * own address; the server knows itself by PUBLIC_URL, which its forms' Origin is rewritten to. An
 * intercepted request has no Sec-Fetch-Site: the proxy says what Chromium would have.
 */
const CHECK = 'https://check.seal-console.test';

async function framedBy(page: Page, site: string) {
  await page.route(`${site}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Shop</title><h1>Our tea</h1>
        <iframe title="Check" src="${CHECK}/iframeConsultControl" width="380" height="700"></iframe></html>`,
    }),
  );
  await page.route(`${CHECK}/**`, async (route) => {
    const request = route.request();
    const { host: _host, ...headers } = await request.allHeaders();
    if (headers.origin) headers.origin = E2E_BASE_URL;
    headers['sec-fetch-site'] = headers.referer?.startsWith(CHECK) ? 'same-origin' : 'cross-site';
    const response = await route.fetch({ url: request.url().replace(CHECK, E2E_BASE_URL), headers, maxRedirects: 0 });
    await route.fulfill({ response });
  });
  await page.goto(`${site}/product/green-tea`);
  return page.frameLocator('iframe');
}

// A request still on its way through the proxy when a test ends is dropped, not failed.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test("[CONSUMER][EMBEDDED]: the check works inside the brand's own website", async ({ page }) => {
  const frame = await framedBy(page, DEMO_WEBSITE);
  await frame.getByLabel(TEXTS.en.entry.refLabel).fill(refOf('valid'));
  await frame.getByRole('button', { name: TEXTS.en.entry.submit, exact: true }).click();
  await expect(frame.getByTestId('result')).toHaveAttribute('data-code', '0');

  // Its language switch keeps the site it is embedded in.
  await frame.getByTestId('lang-fr').click();
  await expect(frame.getByTestId('result')).toHaveAttribute('data-code', '0');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(TEXTS.fr.result.valid.title);
});

test('[CONSUMER][EMBEDDED]: a website that is not the brand cannot embed the check (30)', async ({ page }) => {
  const frame = await framedBy(page, 'https://counterfeit-shop.test');
  await frame.getByLabel(TEXTS.en.entry.refLabel).fill(refOf('valid'));
  await frame.getByRole('button', { name: TEXTS.en.entry.submit, exact: true }).click();
  await expect(frame.getByTestId('result')).toHaveAttribute('data-code', '30');
  await expect(frame.getByTestId('result')).toContainText(TEXTS.en.result.blocked.message);
});
