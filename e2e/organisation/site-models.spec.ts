import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { rowOf } from './helpers';

test('[ADMIN][SITE_TREE]: a site shows the traceability models that apply to it, each opening its model', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/organisation/sites' });
  await rowOf(page.getByTestId('sites-table'), 'Head office').getByTestId('site-edit').click();

  // The demo's bottling and shipment models apply to the head office (seed/traceability-events.ts).
  const models = page.getByTestId('site-models');
  await expect(models).toContainText('Event models');
  await expect(models.getByRole('link', { name: 'Shipment' })).toBeVisible();
  await models.getByRole('link', { name: 'Bottling' }).click();
  await expect(page).toHaveURL(/\/tracability\/eventmodel\/new\?id=/);
  await expect(page.getByTestId('model-name-en')).toHaveValue('Bottling');
  // Events were declared from it: it opens read-only.
  await expect(page.getByTestId('model-in-use')).toBeVisible();
});
