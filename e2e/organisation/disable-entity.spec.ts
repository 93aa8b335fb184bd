import { expect, request, test } from '@playwright/test';
import { DEMO_ADMIN, E2E_BASE_URL } from '../support/env';
import { linkIn, waitForMail } from '../support/mail';
import { login } from '../support/session';
import { apiSession, callApi } from '../support/users';
import { confirm, rowOf, toasts, uniqueSuffix } from './helpers';

test('[ADMIN][DISABLE_ENTITY]: admin disables a sub-entity after confirming; its sessions end', async ({ page }) => {
  const suffix = uniqueSuffix();
  const name = `Outlet ${suffix}`;
  const representative = `outlet-${suffix}@e2e.test`;
  const password = 'Outlet-pass-2026';

  // A sub-entity of this test's own, whose administrator is signed in somewhere else.
  const admin = await apiSession();
  await callApi(admin, 'organisationModel', 'createEntity', {
    name,
    address: '3 Station Square, 33000 Bordeaux',
    applications: ['auth'],
    legalRepresentative: { firstName: 'Olga', lastName: 'Outlet', email: representative },
    language: 'en',
  });
  await admin.dispose();
  const token = new URL(
    linkIn(await waitForMail(representative, /initPassword\?token=/), 'initPassword'),
  ).searchParams.get('token');
  const anonymous = await request.newContext({ baseURL: E2E_BASE_URL });
  await callApi(anonymous, 'userModel', 'setPassword', { token, purpose: 'init', password, confirmation: password });
  await anonymous.dispose();
  const outletAdmin = await apiSession(representative, password);

  await login(page, DEMO_ADMIN, { to: '/organisation/myentities' });
  const table = page.getByTestId('entities-table');
  await expect(rowOf(table, name).getByTestId('entity-state')).toHaveText('Active');

  // Nothing happens until the dialog is confirmed.
  await rowOf(table, name).getByTestId('entity-disable').click();
  await expect(page.getByRole('dialog')).toContainText(`Disable the entity ${name}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(table, name).getByTestId('entity-state')).toHaveText('Active');

  await rowOf(table, name).getByTestId('entity-disable').click();
  await confirm(page);
  await expect(toasts(page)).toContainText(`Entity ${name} disabled. Sessions ended: 1.`);
  await expect(rowOf(table, name).getByTestId('entity-state')).toHaveText('Disabled');
  await expect(rowOf(table, name).getByTestId('entity-enable')).toBeVisible();

  // The entity's administrator was logged out.
  const answer = await outletAdmin.post('/callAPI', {
    data: { methodModel: 'userModel', methodName: 'getSession', methodVars: {} },
  });
  expect(await answer.json()).toEqual({ code: 0, data: null });
  await outletAdmin.dispose();
});
