import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from '../activation/helpers';
import { waitForMail } from '../support/mail';

// A phone (spec 000 "subscription (6 steps)"): the wizard is a light public page of the console.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const field = (page: Page, path: string) => page.getByTestId(`sub-${path}`);
const fill = async (page: Page, values: Record<string, string>) => {
  for (const [path, value] of Object.entries(values)) await field(page, path).fill(value);
};
const next = (page: Page) => page.getByTestId('wizard-next').click();
const currentStep = (page: Page) => page.locator('.ant-steps-item-active .ant-steps-item-title');

test('[VISITOR][SUBSCRIPTION]: registers a brand in 6 steps on a phone and receives the form to sign as a PDF', async ({
  page,
}) => {
  const email = `brand-${Date.now()}@phone-test.fr`;
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Register your brand' })).toBeVisible();

  // 1. Applicant.
  await expect(currentStep(page)).toHaveText('Applicant');
  await fill(page, {
    'applicant-firstName': 'Camille',
    'applicant-lastName': 'Martin',
    'applicant-position': 'Brand manager',
    'applicant-email': email,
    'applicant-phone': '+33 6 12 34 56 78',
  });
  await next(page);

  // 2. Company: the VAT number must begin with the company's country code.
  await expect(currentStep(page)).toHaveText('Company');
  await fill(page, {
    'company-name': 'Maison Phone',
    'company-registrationNumber': 'RCS Paris 123 456 789',
    'company-vatNumber': 'DE123456789',
    'company-address': '12 rue de la Paix',
    'company-postalCode': '75002',
    'company-town': 'Paris',
    'company-website': 'https://maison-phone.fr',
  });
  await chooseOption(page, field(page, 'company-country'), 'France (FR)', 'France');
  await next(page);
  await expect(page.getByText("The VAT number must begin with the code of the company's country.")).toBeVisible();
  await field(page, 'company-vatNumber').fill('FR40303265045');
  await next(page);

  // 3. Contacts, half typed, then the page is reloaded: the progress is restored.
  await expect(currentStep(page)).toHaveText('Contacts');
  await fill(page, { 'contacts-billing-name': 'Billing Team' });
  await page.reload();
  await expect(page.getByTestId('subscription-resumed')).toBeVisible();
  await expect(currentStep(page)).toHaveText('Contacts');
  await expect(field(page, 'contacts-billing-name')).toHaveValue('Billing Team');
  await fill(page, {
    'contacts-billing-email': 'billing@maison-phone.fr',
    'contacts-billing-phone': '+33 1 23 45 67 89',
    'contacts-technical-name': 'Tech Team',
    'contacts-technical-email': 'tech@maison-phone.fr',
    'contacts-technical-phone': '+33 1 23 45 67 80',
  });
  await next(page);

  // 4. Delegations: one protection type, a country, the two documents.
  await expect(currentStep(page)).toHaveText('Delegations');
  await fill(page, {
    'delegations-legalRepresentative': 'Dominique Martin',
    'delegations-legalRepresentativePosition': 'Chief executive',
    'delegations-trademark': 'Maison Phone',
  });
  await page.getByTestId('sub-protection-european').check();
  await chooseOption(page, field(page, 'delegations-protectionCountry'), 'France (FR)', 'France');
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await files.nth(1).setInputFiles({ name: 'authorization.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('certificate.pdf')).toBeVisible();
  await next(page);

  // 5. Delivery.
  await expect(currentStep(page)).toHaveText('Delivery');
  await fill(page, {
    'delivery-recipient': 'Camille Martin',
    'delivery-address': '12 rue de la Paix',
    'delivery-postalCode': '75002',
    'delivery-town': 'Paris',
    'delivery-phone': '+33 6 12 34 56 78',
  });
  await chooseOption(page, field(page, 'delivery-country'), 'France (FR)', 'France');
  await next(page);

  // 6. Communication: certify and accept, then send (the proof of work is solved on the way).
  await expect(currentStep(page)).toHaveText('Communication');
  await next(page);
  await expect(page.getByText('Please tick this box to continue.').first()).toBeVisible();
  await field(page, 'communication-certifyAccuracy').check();
  await field(page, 'communication-acceptTerms').check();
  await next(page);
  const done = page.getByTestId('subscription-done');
  await expect(done).toBeVisible({ timeout: 30_000 });
  const number = (await done.textContent())?.match(/SUB-\d{6}/)?.[0];
  expect(number).toBeDefined();

  // The mail carries the form to sign as a PDF, with how to send it back.
  const mail = await waitForMail(email, /form to sign/);
  expect(mail.raw).toContain(`Your pre-registration ${number} is recorded`);
  expect(mail.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=${number}\\.pdf`));

  // Sent, the progress is gone: a new visit starts at the first step.
  await page.goto('/subscription');
  await expect(currentStep(page)).toHaveText('Applicant');
  await expect(page.getByTestId('subscription-resumed')).toHaveCount(0);
});
