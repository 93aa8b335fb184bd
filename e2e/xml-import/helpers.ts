import { request } from '@playwright/test';
import type { Right } from '@seal/shared';
import { demoSealSerial } from '../../apps/server/src/db/seed/seals';
import { DEMO_SEAL_KEY } from '../../apps/server/src/modules/seals/demo-seal-key';
import { encodeReference } from '../../apps/server/src/modules/seals/reference-codec';
import { DEMO_PASSWORD, E2E_BASE_URL } from '../support/env';
import { linkIn, waitForMail } from '../support/mail';
import { apiSession, callApi, uniqueEmail } from '../support/users';

/**
 * Demo seals of the Demo Company only these journeys use (parallel workers share one database):
 * the end of the second stock reel (offsets 6,000 to 6,499 of its block, never activated; the
 * activation journeys use the first stock reel, the split journey the chocolate reel's end).
 * Offsets 1,000 to 1,399 are activated by the seed.
 */
export const SEALS = {
  batchFirst: 6_400,
  batchMiddle: 6_450,
  batchLast: 6_499,
  activatedBySeed: 1_000,
} as const;

/** The printed reference of the demo seal at `offset` of the Demo Company's block. */
export const demoReference = (offset: number) => encodeReference(demoSealSerial('inactive') + offset, DEMO_SEAL_KEY);

/**
 * A user of the Demo Company of their own, in a group granting exactly `rights`, with a password
 * set: their security codes go to their own address, whatever the other workers do.
 */
export async function userWithRights(tag: string, rights: readonly Right[]): Promise<string> {
  const email = uniqueEmail(tag);
  const admin = await apiSession();
  try {
    const { id } = await callApi<{ id: string }>(admin, 'organisationModel', 'createUser', {
      email,
      firstName: 'Batch',
      lastName: 'Tester',
      userType: 'internal',
      language: 'en',
    });
    await callApi(admin, 'organisationModel', 'createGroup', {
      name: `E2E ${tag} ${id.slice(0, 8)}`,
      application: 'auth',
      rights,
      userIds: [id],
    });
  } finally {
    await admin.dispose();
  }
  const link = linkIn(await waitForMail(email, /initPassword\?token=/), 'initPassword');
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    await callApi(api, 'userModel', 'setPassword', {
      token: new URL(link).searchParams.get('token'),
      purpose: 'init',
      password: DEMO_PASSWORD,
      confirmation: DEMO_PASSWORD,
    });
  } finally {
    await api.dispose();
  }
  return email;
}

/** The 6-digit security code of the last code mail to `email` (it stands alone on its line). */
export async function securityCodeFor(email: string): Promise<string> {
  const mail = await waitForMail(email, /security code/i);
  const code = mail.raw.match(/(?:^|>)\s*(\d{6})\s*(?:$|<)/m)?.[1];
  if (!code) throw new Error(`no security code in the mail to ${email}`);
  return code;
}

interface Range {
  first: string;
  last: string;
  sku: string;
  batchNumber?: string;
}

/** An activation batch file (docs/xml-activation.md). */
export function batchFile(ranges: readonly Range[]): string {
  const body = ranges
    .map(
      (range) =>
        `  <range><first>${range.first}</first><last>${range.last}</last><sku>${range.sku}</sku>` +
        (range.batchNumber
          ? `<dynamicData><value label="Batch number">${range.batchNumber}</value></dynamicData>`
          : '') +
        '</range>',
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<activationBatch version="1">\n${body}\n</activationBatch>\n`;
}
