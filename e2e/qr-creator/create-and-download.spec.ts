import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { chooseOption } from '../support/selects';
import { login } from '../support/session';
import { searchRow } from '../support/tables';

/** Clicks a download button and answers the file's name and bytes. */
async function downloaded(page: Page, button: Locator) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await fs.readFile((await file.path())!) };
}

test('[ADMIN][QR_CREATOR]: an admin creates QR codes for a product, finds them in the list and downloads them as SVG, PNG and PDF', async ({
  page,
}) => {
  test.slow();
  const name = `Chocolate shelf ${Date.now().toString(36)}`;
  await login(page, DEMO_ADMIN, { to: '/security/qrcreator' });

  await test.step('the creator previews the product’s Digital Link, then creates the set', async () => {
    await page.getByTestId('qr-new').click();
    await expect(page).toHaveURL(/\/security\/qrcreator\/new$/);
    await page.getByTestId('qr-name').fill(name);
    await chooseOption(page, page.getByTestId('qr-product'), 'Dark chocolate 70% · 4006381333931', 'chocolate');
    await page.getByTestId('qr-copies').fill('24');
    const preview = page.getByTestId('qr-preview');
    await expect(preview.getByTestId('qr-preview-image')).toBeVisible();
    await expect(preview).toContainText('/01/04006381333931');
    await expect(preview).toContainText('24');
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/security\/qrcreator$/);
  });

  const row = await searchRow(page, page.getByTestId('qr-sets-table'), name);
  await expect(row).toContainText('Dark chocolate 70%');
  await expect(row).toContainText('24');

  await test.step('its first code as SVG and PNG, the whole set as a PDF sheet', async () => {
    const svg = await downloaded(page, row.getByTestId('qr-download-svg'));
    expect(svg.name).toMatch(/^Chocolate-shelf-[a-z0-9]+\.svg$/);
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const png = await downloaded(page, row.getByTestId('qr-download-png'));
    expect(png.name).toMatch(/\.png$/);
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.bytes.length).toBeGreaterThan(500);
    const pdf = await downloaded(page, row.getByTestId('qr-download-pdf'));
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(2_000);
  });
});
