import { expect, request, test } from '@playwright/test';
import { DEMO_ADMIN, E2E_BASE_URL } from '../support/env';
import { confirm } from '../support/dialogs';
import { login } from '../support/session';

test('[ADMIN][API_TOKEN]: an admin makes a token with limited rights, a program calls with it, and revocation stops it', async ({
  page,
}) => {
  const name = `ERP link ${Date.now().toString(36)}`;
  await login(page, DEMO_ADMIN, { to: '/settings/tokens' });
  await page.getByTestId('api-token-create').click();
  const form = page.getByTestId('api-token-form');
  await form.getByTestId('api-token-name').fill(name);
  await form.getByTestId('api-token-rights').getByLabel('prod.view', { exact: true }).check();
  await form.getByTestId('form-submit').click();
  const secret = (await page.getByTestId('api-token-secret').innerText()).trim();
  expect(secret).toMatch(/^sct_[\w-]{43}$/);

  const machine = await request.newContext({ baseURL: E2E_BASE_URL });
  const callApi = (methodModel: string, methodName: string) =>
    machine.post('/callAPI', {
      headers: { Authorization: `Bearer ${secret}` },
      data: { methodModel, methodName, methodVars: {} },
    });
  try {
    await test.step('the token calls what its rights allow, and nothing else', async () => {
      const allowed = await callApi('productModel', 'findProducts');
      expect(allowed.status()).toBe(200);
      expect((await allowed.json()).code).toBe(0);
      const refused = await callApi('organisationModel', 'listUsers');
      expect(refused.status()).toBe(403);
    });

    await test.step('shown once: gone once closed, the list shows the token without it', async () => {
      await page.getByTestId('api-token-done').click();
      await expect(page.getByTestId('api-token-secret')).toHaveCount(0);
      await expect(page.getByTestId('api-tokens-table')).toContainText(name);
      await expect(page.getByTestId('api-tokens-table')).not.toContainText(secret);
    });

    await test.step('revoked: refused at once', async () => {
      const row = page.getByTestId('api-tokens-table').locator('tr', { hasText: name });
      await row.getByTestId('token-delete').click();
      await confirm(page);
      await expect(row.getByTestId('api-token-status')).toHaveText('Revoked');
      expect((await callApi('productModel', 'findProducts')).status()).toBe(401);
    });
  } finally {
    await machine.dispose();
  }
});
