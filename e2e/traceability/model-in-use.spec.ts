import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { demoReference } from '../support/seals';
import { login } from '../support/session';
import { apiSession, callApi } from '../support/users';
import { searchRow } from '../resolver/helpers';
import { createModel, SEALS } from './helpers';

test('[ADMIN][EVENT_MODEL_IN_USE]: a model events were declared from opens read-only, and its copy can be changed', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);
  const name = await createModel(page, 'Inspection');
  const row = await searchRow(page, page.getByTestId('event-models-table'), name);
  await row.getByTestId('model-edit').click();
  const id = new URL(page.url()).searchParams.get('id')!;

  const api = await apiSession();
  try {
    await callApi(api, 'traceEvent', 'declare', {
      eventModelId: id,
      eventTime: new Date().toISOString(),
      references: [demoReference(SEALS.inUseModel)],
    });
  } finally {
    await api.dispose();
  }

  await page.reload();
  await expect(page.getByTestId('model-in-use')).toBeVisible();
  await expect(page.getByTestId('model-name-en')).toBeDisabled();

  await page.getByTestId('model-in-use').getByTestId('model-copy').click();
  await expect(page).not.toHaveURL(new RegExp(`id=${id}`));
  await expect(page.getByTestId('model-in-use')).toHaveCount(0);
  await expect(page.getByTestId('model-name-en')).toHaveValue(`${name} (copy)`);
  await page.getByTestId('model-name-en').fill(`${name} v2`);
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/tracability\/eventmodel$/);
  await expect(await searchRow(page, page.getByTestId('event-models-table'), `${name} v2`)).toBeVisible();
});
