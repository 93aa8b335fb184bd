import { request, type Locator, type Page } from '@playwright/test';
import type { Right } from '@seal/shared';
import { DEMO_SEAL_KEY } from '../../apps/server/src/modules/seals/demo-seal-key';
import { encodeReference } from '../../apps/server/src/modules/seals/reference-codec';
import { demoSealSerial } from '../../apps/server/src/db/seed/seals';
import { DEMO_PASSWORD, E2E_BASE_URL } from '../support/env';
import { linkIn, waitForMail } from '../support/mail';
import { apiSession, callApi, uniqueEmail } from '../support/users';

/**
 * Demo seals of the Demo Company that only these journeys use (parallel workers share one
 * database): offsets on its demo reels (apps/server/src/db/seed/seals.ts). The first stock reel
 * holds offsets 5,000 to 5,499, never activated (the reel journeys read the delivered reel, 0 to
 * 99, as never activated, and the XML journeys use the second stock reel); the wine case reel
 * 2,000 to 2,099, all activated.
 */
export const SEALS = {
  /** Activated as a range by activate-range.spec.ts: on the first stock reel (5,000 to 5,499). */
  rangeFirst: 5_060,
  rangeLast: 5_069,
  /** Cancelled by cancel-seal.spec.ts. */
  toCancel: 2077,
} as const;

/** The printed reference of the demo seal at `offset` of the Demo Company's block. */
export const demoReference = (offset: number) => encodeReference(demoSealSerial('inactive') + offset, DEMO_SEAL_KEY);

/**
 * A user of the Demo Company of their own (their codes go to their own address, whatever the other
 * workers do), in a group granting exactly `rights`, with a password set. Answers their e-mail.
 */
export async function userWithRights(tag: string, rights: readonly Right[]): Promise<string> {
  const email = uniqueEmail(tag);
  const admin = await apiSession();
  try {
    const { id } = await callApi<{ id: string }>(admin, 'organisationModel', 'createUser', {
      email,
      firstName: 'Seal',
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
  const token = new URL(linkIn(await waitForMail(email, /initPassword\?token=/), 'initPassword')).searchParams.get(
    'token',
  );
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    await callApi(api, 'userModel', 'setPassword', {
      token,
      purpose: 'init',
      password: DEMO_PASSWORD,
      confirmation: DEMO_PASSWORD,
    });
  } finally {
    await api.dispose();
  }
  return email;
}

/** The 6-digit security code of the code mail to `email` (it stands alone on its line). */
export async function securityCodeFor(email: string): Promise<string> {
  const mail = await waitForMail(email, /security code/i);
  const code = mail.raw.match(/(?:^|>)\s*(\d{6})\s*(?:$|<)/m)?.[1];
  if (!code) throw new Error(`no security code in the mail to ${email}`);
  return code;
}

/** A code that is not `code`: each of its digits moved by one. */
export const wrongCode = (code: string) => [...code].map((digit) => (Number(digit) + 1) % 10).join('');

/** Picks an option of an antd Select by its visible text (the list may be searched on the server). */
export async function chooseOption(page: Page, select: Locator, text: string, search?: string) {
  await select.click();
  if (search) await select.locator('input').fill(search);
  await page.locator('.ant-select-dropdown:visible').getByTitle(text, { exact: true }).click();
}

export const next = (page: Page) => page.getByTestId('wizard-next').click();

/** The title of the wizard's current step. */
export const currentStep = (page: Page) => page.locator('.ant-steps-item-active .ant-steps-item-title');

/** The reference with two different neighbouring symbols swapped: its check character catches it. */
export function swapped(reference: string): string {
  const symbols = [...reference];
  const at = symbols.findIndex(
    (symbol, index) => symbol !== '-' && symbols[index + 1] !== '-' && symbols[index + 1] !== symbol && index < 13,
  );
  [symbols[at], symbols[at + 1]] = [symbols[at + 1]!, symbols[at]!];
  return symbols.join('');
}
