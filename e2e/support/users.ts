import { randomBytes } from 'node:crypto';
import { expect, request, type APIRequestContext } from '@playwright/test';
import type { Right } from '@seal/shared';
import { DEMO_ADMIN, DEMO_PASSWORD, E2E_BASE_URL } from './env';
import { linkIn, waitForMail } from './mail';

/** POST /callAPI; answers `data` and fails the test on any other envelope. */
export async function callApi<T = unknown>(
  api: APIRequestContext,
  methodModel: string,
  methodName: string,
  methodVars: unknown = {},
): Promise<T> {
  const response = await api.post('/callAPI', { data: { methodModel, methodName, methodVars } });
  const body = (await response.json()) as { code: number; data?: T };
  expect(body, `${methodModel}.${methodName} answered ${JSON.stringify(body)}`).toMatchObject({ code: 0 });
  return body.data as T;
}

/** A request context of its own (its own cookies), signed in as `email`. Dispose it when done. */
export async function apiSession(email = DEMO_ADMIN, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  await callApi(api, 'userModel', 'login', { email, password });
  return api;
}

/** A unique address for a user a test creates, so tests never share (or change) an account. */
export const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@e2e.test`;

/**
 * The demo administrator creates a user (organisationModel.createUser), which queues the mail with
 * the link to choose a first password. Answers the /initPassword link of that mail.
 */
export async function createUser(email: string, { language = 'en' }: { language?: string } = {}): Promise<string> {
  const admin = await apiSession();
  try {
    await callApi(admin, 'organisationModel', 'createUser', {
      email,
      firstName: 'Erin',
      lastName: 'Tester',
      userType: 'internal',
      language,
    });
  } finally {
    await admin.dispose();
  }
  return linkIn(await waitForMail(email, /initPassword\?token=/), 'initPassword');
}

/** A new user with a password already chosen through their init link (by the API, not the page). */
export async function createUserWithPassword(email: string, password: string): Promise<void> {
  const link = await createUser(email);
  const token = new URL(link).searchParams.get('token');
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    await callApi(api, 'userModel', 'setPassword', { token, purpose: 'init', password, confirmation: password });
  } finally {
    await api.dispose();
  }
}

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
