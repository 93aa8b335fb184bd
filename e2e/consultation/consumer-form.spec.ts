import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import type { sealHistory } from '@seal/shared';
import { apiSession, callApi } from '../support/users';
import { check, PHONE, refOf, TEXTS } from './helpers';

test.use({ viewport: PHONE, permissions: ['geolocation'], geolocation: { latitude: 45.764, longitude: 4.8357 } });

/** A small real PNG (4 x 4, one colour): the server reads the picture's content. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, ...Array(4).fill([200, 30, 30]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type FormItem = sealHistory.FormItem;

async function openForm(page: Page, seal: 'fraudulent' | 'valid', language: 'en' | 'fr' | 'zh' = 'en') {
  await page.goto(`/consultation?lang=${language}`);
  await check(page, refOf(seal), language);
  const form = page.locator('#consumer-form');
  await expect(form).toBeVisible();
  return form;
}

test('[CONSUMER][CONTACT_FORM]: on a fraudulent seal the consumer writes to the brand, with a photo and the position', async ({
  page,
}) => {
  const texts = TEXTS.en.form;
  const form = await openForm(page, 'fraudulent');
  await expect(page.getByTestId('consumer-form')).toHaveAttribute('data-kind', 'contact');
  await form.getByLabel(texts.requestType).selectOption('differentProduct');
  await form.getByLabel(texts.comment).fill('Bought at a market stall, the wrapper looks different.');
  await form.getByLabel(texts.email).fill('consumer@e2e.test');
  await form.getByLabel(texts.country).selectOption('FR');
  await form.getByLabel(texts.image).setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: png() });
  await form.getByLabel(texts.consent).check();
  await expect(form.locator('input[name=latitude]')).toHaveValue('45.764000');

  await form.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByTestId('consumer-form-status')).toHaveText(texts.success, { timeout: 30_000 });
  await expect(form).toBeHidden();

  // The brand finds it in the seal's history: the request, the position given, the picture.
  const admin = await apiSession();
  try {
    const session = await callApi<{ account: { id: string } }>(admin, 'userModel', 'getSession');
    const history = await callApi<{ list_form: FormItem[] }>(
      admin,
      'privateConsultationModel',
      'getAllRefConsultation',
      {
        ref: refOf('fraudulent'),
        date_from: '2000-01-01',
        act_id: session.account.id,
      },
    );
    const sent = history.list_form.find((item) => item.request_type === 'differentProduct');
    expect(JSON.parse(sent?.location ?? 'null')).toEqual({ Latitude: 45.764, Longitude: 4.8357 });
    expect(sent?.img).toBeTruthy();
  } finally {
    await admin.dispose();
  }
});

test('[CONSUMER][CONTACT_FORM]: a picture over 1 MB is refused before anything is sent', async ({ page }) => {
  const texts = TEXTS.en.form;
  const form = await openForm(page, 'fraudulent');
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/consultation/form')) sent = true;
  });
  await form.getByLabel(texts.image).setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([png(), Buffer.alloc(1024 * 1024)]),
  });
  await expect(page.getByTestId('consumer-form-status')).toHaveText(texts.imageTooLarge);
  await form.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByTestId('consumer-form-status')).toHaveText(texts.imageTooLarge);
  expect(sent).toBe(false);
});

test('[CONSUMER][FEEDBACK_FORM]: on a genuine seal the consumer gives an opinion, in Chinese', async ({ page }) => {
  const texts = TEXTS.zh.form;
  const form = await openForm(page, 'valid', 'zh');
  await expect(page.getByTestId('consumer-form')).toHaveAttribute('data-kind', 'feedback');
  await expect(page.getByRole('heading', { name: texts.feedbackTitle })).toBeVisible();
  await form.getByLabel(texts.comment).fill('味道很好。');
  await form.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByTestId('consumer-form-status')).toHaveText(texts.success, { timeout: 30_000 });
});

test('[CONSUMER][FORM_PAGE]: the form alone opens with the token of an answer, and refuses an old one', async ({
  page,
}) => {
  await openForm(page, 'fraudulent');
  const token = await page.locator('#consumer-form input[name=token]').inputValue();
  await page.goto(`/front/iframeFormInformations?token=${encodeURIComponent(token)}&lang=fr`);
  const form = page.locator('#consumer-form');
  await expect(form).toBeVisible();
  await form.getByLabel(TEXTS.fr.form.comment).fill('Vu sur un marché.');
  await form.getByRole('button', { name: TEXTS.fr.form.submit }).click();
  await expect(page.getByTestId('consumer-form-status')).toHaveText(TEXTS.fr.form.success, { timeout: 30_000 });

  await page.goto('/front/iframeFormInformations?token=expired.token');
  await expect(page.getByTestId('form-expired')).toContainText(TEXTS.fr.form.expiredMessage);
});
