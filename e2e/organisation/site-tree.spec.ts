import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { confirm, rowOf, toasts, uniqueSuffix } from './helpers';

test('[ADMIN][SITE_TREE]: admin builds a tree of sites with the creation wizard and cannot delete a parent that has sub-sites', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const parent = `Warehouse ${suffix}`;
  const child = `Dock ${suffix}`;
  await login(page, DEMO_ADMIN, { to: '/organisation/sites' });
  const table = page.getByTestId('sites-table');
  await expect(page.getByTestId('site-credit')).toContainText(/Sites: \d+ \/ \d+/);

  // The parent site, through the wizard: identity and address, parent, products, users.
  await page.getByTestId('site-new').click();
  const wizard = page.getByTestId('site-wizard');
  await wizard.getByTestId('site-name').fill(parent);
  await wizard.getByTestId('site-ip').fill('10.1.2.3');
  await wizard.getByTestId('site-address').fill('4 Port Road, 13002 Marseille');
  await wizard.getByTestId('wizard-next').click();
  await expect(wizard.getByTestId('site-parent')).toBeVisible();
  await wizard.getByTestId('wizard-next').click();
  await wizard.getByTestId('wizard-next').click();
  await expect(wizard.getByTestId('site-users')).toBeVisible();
  await wizard.getByTestId('wizard-next').click();
  await expect(toasts(page)).toContainText('Site created.');
  await expect(page).toHaveURL(/\/organisation\/sites$/);

  // A sub-site, from the parent's row: the wizard opens with the parent chosen.
  await rowOf(table, parent).getByTestId('site-add-child').click();
  await wizard.getByTestId('site-name').fill(child);
  await wizard.getByTestId('wizard-next').click();
  await expect(wizard.getByTestId('site-parent')).toContainText(parent);
  for (let step = 0; step < 3; step++) await wizard.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/organisation\/sites$/);

  // The tree shows the sub-site one level below its parent.
  await expect(table.locator('tr.ant-table-row-level-0', { hasText: parent })).toBeVisible();
  await expect(table.locator('tr.ant-table-row-level-1', { hasText: child })).toBeVisible();
  await expect(rowOf(table, parent)).toContainText('10.1.2.3');

  // Deleting the parent is refused, with the reason.
  await rowOf(table, parent).getByTestId('site-delete').click();
  await confirm(page);
  await expect(toasts(page)).toContainText('This site cannot be deleted: it still has sub-sites.');
  await expect(table.locator('tr', { hasText: parent }).first()).toBeVisible();

  // Once the sub-site is gone, the parent can go too (the credit is left as it was).
  await table.locator('tr.ant-table-row-level-1', { hasText: child }).getByTestId('site-delete').click();
  await confirm(page);
  await expect(toasts(page)).toContainText('Site deleted.');
  await expect(table.locator('tr', { hasText: child })).toHaveCount(0);
  await rowOf(table, parent).getByTestId('site-delete').click();
  await confirm(page);
  await expect(table.locator('tr', { hasText: parent })).toHaveCount(0);
});
