import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, LIMITS } from '@seal/shared';
import { SUBSCRIPTION_API } from '@seal/shared/contract/subscription';
import { expectError, fieldsOf } from '../../../test/calls';
import { startSmtp } from '../../../test/smtp';
import { useTestApp } from '../../../test/use-test-app';
import { DEMO_USERS } from '../../db/seed/demo';
import { preRegistrationFiles, preRegistrations } from '../../db/schema';
import { addresses, solvedAltcha } from '../consumer-forms/test-support';
import { SUBSCRIPTION_RATE_LIMIT } from './subscription.routes';
import { PDF, PNG, postSubscription, validForm, type Form } from './test-support';

const smtp = await startSmtp();
const t = await useTestApp({
  SMTP_URL: smtp.url,
  SUBSCRIPTION_POSTAL_ADDRESS: 'Seal Service|1 rue du Sceau|75001 Paris',
});
const db = t.database.db;
const nextIp = addresses(91);
let mailbox = 0;
const nextEmail = () => `applicant${++mailbox}@maison-test.fr`;

const rowsFor = (email: string) => db.select().from(preRegistrations).where(eq(preRegistrations.email, email));

/** A copy of the form with `path` (dotted) removed. */
function without(form: Form, path: string): unknown {
  const copy = structuredClone(form) as Record<string, Record<string, unknown>>;
  const [head, ...rest] = path.split('.');
  let place: Record<string, unknown> = copy[head!]!;
  for (const key of rest.slice(0, -1)) place = place[key] as Record<string, unknown>;
  delete place[rest.at(-1)!];
  return copy;
}

const set = (form: Form, change: (form: Form) => void) => {
  const copy = structuredClone(form);
  change(copy);
  return copy;
};

describe(`POST ${SUBSCRIPTION_API.submit}`, () => {
  it('records a pre-registration with its two documents and mails the applicant the form to sign as a PDF', async () => {
    const email = nextEmail();
    const response = await postSubscription(t, nextIp(), validForm(email));
    expect(response.statusCode, response.body).toBe(200);
    const { number } = response.json();
    expect(number).toMatch(/^SUB-\d{6}$/);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: 'pending', language: 'fr' });
    expect(row!.form.company.vatNumber).toBe('FR40303265045');
    const files = await db
      .select()
      .from(preRegistrationFiles)
      .where(eq(preRegistrationFiles.preRegistrationId, row!.id));
    expect(files.map((file) => [file.kind, file.contentType]).sort()).toEqual([
      ['trademarkCertificate', 'application/pdf'],
      ['usageAuthorization', 'image/png'],
    ]);

    const mail = await smtp.mailFor(email);
    expect(mail.text).toContain(`Votre pré-inscription ${number} est enregistrée`);
    expect(mail.text).toContain('par courrier à : Seal Service, 1 rue du Sceau, 75001 Paris');
    expect(mail.text).toContain(`Content-Type: application/pdf; name=${number}.pdf`);
    expect(mail.text).toContain('%PDF-1.');
  });

  it.each([
    'applicant.firstName',
    'applicant.lastName',
    'applicant.position',
    'applicant.email',
    'applicant.phone',
    'applicant.language',
    'company.name',
    'company.registrationNumber',
    'company.vatNumber',
    'company.address',
    'company.town',
    'company.website',
    'contacts.billing.name',
    'contacts.billing.email',
    'contacts.technical.phone',
    'delegations.legalRepresentative',
    'delegations.legalRepresentativePosition',
    'delegations.trademark',
    'delegations.protectionType',
    'delivery.recipient',
    'delivery.address',
    'delivery.phone',
  ])('refuses a form without %s, naming it, and records nothing', async (path) => {
    const email = nextEmail();
    const response = await postSubscription(t, nextIp(), without(validForm(email), path));
    expect(fieldsOf(response)).toContain(`${path} validation.required`);
    expect(await rowsFor(email)).toEqual([]);
  });

  it.each(['company.country', 'company.postalCode', 'delegations.protectionCountry', 'delivery.country'])(
    'refuses a form without %s',
    async (path) => {
      const response = await postSubscription(t, nextIp(), without(validForm(nextEmail()), path));
      expect(fieldsOf(response).some((field) => field.startsWith(`${path} `))).toBe(true);
    },
  );

  it('takes exactly one protection type: two, or one not in the list, are refused', async () => {
    for (const protectionType of [['national', 'european'], 'galactic', ''] as unknown[]) {
      const form = set(validForm(nextEmail()), (f) => Object.assign(f.delegations, { protectionType }));
      const response = await postSubscription(t, nextIp(), form);
      expect(fieldsOf(response)).toContain('delegations.protectionType validation.required');
    }
  });

  it('wants the accuracy certified and the terms accepted', async () => {
    const form = set(validForm(nextEmail()), (f) =>
      Object.assign(f.communication, { certifyAccuracy: false, acceptTerms: false }),
    );
    expect(fieldsOf(await postSubscription(t, nextIp(), form))).toEqual([
      'communication.certifyAccuracy validation.accept',
      'communication.acceptTerms validation.accept',
    ]);
  });

  it("applies the company rules: a valid VAT number beginning with the company's country code, an address of 8 characters", async () => {
    const otherCountry = set(validForm(nextEmail()), (f) => Object.assign(f.company, { vatNumber: 'DE123456789' }));
    expect(fieldsOf(await postSubscription(t, nextIp(), otherCountry))).toEqual([
      'company.vatNumber validation.vatCountry',
    ]);
    const invalid = set(validForm(nextEmail()), (f) => Object.assign(f.company, { vatNumber: 'FRANCE' }));
    expect(fieldsOf(await postSubscription(t, nextIp(), invalid))).toEqual(['company.vatNumber validation.vat']);
    const short = set(validForm(nextEmail()), (f) => Object.assign(f.company, { address: '1 rue' }));
    expect(fieldsOf(await postSubscription(t, nextIp(), short))).toEqual(['company.address validation.address.length']);
    const site = set(validForm(nextEmail()), (f) => Object.assign(f.company, { website: 'javascript:alert(1)' }));
    expect(fieldsOf(await postSubscription(t, nextIp(), site))).toEqual(['company.website validation.url']);
    const phone = set(validForm(nextEmail()), (f) => Object.assign(f.applicant, { phone: '0612345678' }));
    expect(fieldsOf(await postSubscription(t, nextIp(), phone))).toEqual(['applicant.phone validation.phone']);
  });

  it('wants both documents', async () => {
    const response = await postSubscription(t, nextIp(), validForm(nextEmail()), {
      files: { trademarkCertificate: { content: PDF } },
    });
    expect(fieldsOf(response)).toEqual(['usageAuthorization validation.required']);
  });

  it('reads a document by its content: text named .pdf, an SVG or a GIF are refused; a JPEG scan is taken', async () => {
    const refused = [
      { content: Buffer.from('not a pdf at all'), filename: 'certificate.pdf', type: 'application/pdf' },
      { content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'logo.svg' },
      { content: Buffer.from('GIF89a\x01\x00\x01\x00'), filename: 'scan.gif' },
    ];
    for (const file of refused) {
      const email = nextEmail();
      const response = await postSubscription(t, nextIp(), validForm(email), {
        files: { trademarkCertificate: file, usageAuthorization: { content: PDF } },
      });
      expectError(response, ERRORS.subscription.invalidFile, { file: 'trademarkCertificate' });
      expect(await rowsFor(email)).toEqual([]);
    }
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const response = await postSubscription(t, nextIp(), validForm(nextEmail()), {
      files: { trademarkCertificate: { content: jpeg }, usageAuthorization: { content: PDF } },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it(`refuses a document over ${LIMITS.uploadBytes} bytes`, async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(LIMITS.uploadBytes)]);
    const response = await postSubscription(t, nextIp(), validForm(nextEmail()), {
      files: { trademarkCertificate: { content: big }, usageAuthorization: { content: PNG } },
    });
    expectError(response, ERRORS.media.tooLarge);
  });

  it('refuses an e-mail already used, by a user or by a pending pre-registration', async () => {
    expectError(await postSubscription(t, nextIp(), validForm(DEMO_USERS.admin)), ERRORS.subscription.emailUsed);
    const email = nextEmail();
    expect((await postSubscription(t, nextIp(), validForm(email))).statusCode).toBe(200);
    const again = await postSubscription(t, nextIp(), validForm(email.toUpperCase()));
    expectError(again, ERRORS.subscription.emailUsed);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('wants a solved proof of work, once', async () => {
    const email = nextEmail();
    expectError(
      await postSubscription(t, nextIp(), validForm(email), { altcha: null }),
      ERRORS.consumerForm.invalidCaptcha,
    );
    expectError(
      await postSubscription(t, nextIp(), validForm(email), { altcha: 'bm90IGpzb24=' }),
      ERRORS.consumerForm.invalidCaptcha,
    );
    const altcha = await solvedAltcha(t);
    expect((await postSubscription(t, nextIp(), validForm(email), { altcha })).statusCode).toBe(200);
    expectError(
      await postSubscription(t, nextIp(), validForm(nextEmail()), { altcha }),
      ERRORS.consumerForm.captchaUsed,
    );
  });

  it(`answers 429 past ${SUBSCRIPTION_RATE_LIMIT.max} forms a minute from one address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < SUBSCRIPTION_RATE_LIMIT.max; i++)
      expect((await postSubscription(t, ip, { broken: true }, { altcha: null })).statusCode).toBe(400);
    expectError(await postSubscription(t, ip, { broken: true }, { altcha: null }), ERRORS.common.throttled);
  });
});
