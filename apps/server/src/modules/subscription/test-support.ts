import { SUBSCRIPTION_API, type SubscriptionFile } from '@seal/shared/contract/subscription';
import type { TestApp } from '../../../test/app';
import { multipart, PNG } from '../../../test/multipart';
import { solvedAltchaAt } from '../consumer-forms/test-support';

/** The smallest well-formed PDF header and body a scanner would not send, but a PDF by its content. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export { PNG };

/** A form every rule lets through; `email` is the applicant's. */
export function validForm(email: string) {
  const contact = (name: string) => ({
    name,
    email: `${name.toLowerCase()}@maison-test.fr`,
    phone: '+33 1 23 45 67 89',
  });
  return {
    applicant: {
      firstName: 'Camille',
      lastName: 'Martin',
      position: 'Brand manager',
      email,
      phone: '+33 6 12 34 56 78',
      language: 'fr',
    },
    company: {
      name: 'Maison Test',
      registrationNumber: 'RCS Paris 123 456 789',
      vatNumber: 'FR40303265045',
      address: '12 rue de la Paix',
      postalCode: '75002',
      town: 'Paris',
      country: 'FR',
      website: 'https://maison-test.fr',
    },
    contacts: { billing: contact('Billing'), technical: contact('Technical') },
    delegations: {
      legalRepresentative: 'Dominique Martin',
      legalRepresentativePosition: 'Chief executive',
      trademark: 'Maison Test',
      protectionType: 'european',
      protectionCountry: 'FR',
    },
    delivery: {
      recipient: 'Camille Martin',
      address: '12 rue de la Paix',
      postalCode: '75002',
      town: 'Paris',
      country: 'FR',
      phone: '+33 6 12 34 56 78',
    },
    communication: { newsletter: true, referrer: 'A trade fair', certifyAccuracy: true, acceptTerms: true },
  };
}

export type Form = ReturnType<typeof validForm>;

export interface SentFile {
  content: Buffer;
  filename?: string;
  type?: string;
}

/** POST /api/subscription as the wizard sends it: the form as JSON, the altcha payload, the two files. */
export async function postSubscription(
  t: TestApp,
  ip: string,
  form: unknown,
  {
    altcha,
    files = { trademarkCertificate: { content: PDF }, usageAuthorization: { content: PNG } },
  }: { altcha?: string | null; files?: Partial<Record<SubscriptionFile, SentFile>> } = {},
) {
  const fields: Record<string, string> = { form: JSON.stringify(form) };
  // Made with the server's key rather than fetched: the challenge route's rate limit is not under test.
  const proof = altcha === undefined ? await solvedAltchaAt(t, new Date()) : altcha;
  if (proof !== null) fields.altcha = proof;
  const parts = Object.entries(files).map(([field, file]) => ({
    field,
    filename: file!.filename ?? `${field}.bin`,
    content: file!.content,
    type: file!.type,
  }));
  const body = multipart(fields, ...parts);
  return t.app.inject({
    method: 'POST',
    url: SUBSCRIPTION_API.submit,
    remoteAddress: ip,
    payload: body.payload,
    headers: body.headers,
  });
}
