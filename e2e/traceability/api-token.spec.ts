import { expect, request, test } from '@playwright/test';
import { DEMO_ADMIN, E2E_BASE_URL } from '../support/env';
import { confirm } from '../support/dialogs';
import { login } from '../support/session';
import { uniqueName } from './helpers';

test('[ADMIN][API_TOKEN]: an admin makes an EPCIS API token, sees its secret once, and revokes it', async ({
  page,
}) => {
  const name = uniqueName('ERP link');
  await login(page, DEMO_ADMIN);
  await page.goto('/tracability/myevents');
  await page.getByTestId('api-tokens-open').click();
  const drawer = page.getByTestId('api-tokens-drawer');
  await drawer.getByTestId('api-token-name').fill(name);
  await drawer.getByTestId('form-submit').click();
  const secret = (await drawer.getByTestId('api-token-secret').innerText()).trim();
  expect(secret).toMatch(/^sct_[\w-]{43}$/);

  const machine = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const read = () => machine.get('/epcis/events', { headers: { Authorization: `Bearer ${secret}` } });
    expect((await read()).status()).toBe(200);

    await test.step('shown once: gone when the drawer closes and opens again', async () => {
      await drawer.getByTestId('api-token-done').click();
      await expect(drawer.getByTestId('api-token-secret')).toHaveCount(0);
      await expect(drawer.getByTestId('api-tokens-table')).toContainText(name);
      await expect(drawer.getByTestId('api-tokens-table')).not.toContainText(secret);
    });

    await test.step('revoked: refused at once', async () => {
      const row = drawer.getByTestId('api-tokens-table').locator('tr', { hasText: name });
      await row.getByTestId('api-token-revoke').click();
      await confirm(page);
      await expect(drawer.getByTestId('api-tokens-table')).not.toContainText(name);
      expect((await read()).status()).toBe(401);
    });
  } finally {
    await machine.dispose();
  }
});
