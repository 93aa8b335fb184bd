import { expect, test } from '@playwright/test';
import type { Right } from '@seal/shared';
import { linkIn, waitForMail } from '../support/mail';
import { sectionsFor } from '../support/menu';
import { login } from '../support/session';
import { DEMO_ADMIN } from '../support/env';
import { toasts, uniqueSuffix } from './helpers';

const GRANTED: Right[] = ['stat.view', 'trade.view'];

test('[ADMIN][CREATE_GROUP]: admin creates a group with its wizard (rights and a member), who logs in with exactly those rights', async ({
  page,
}) => {
  // The longest journey of the organisation: a user, a group through its wizard, a mail, a password, a login.
  test.slow();
  const suffix = uniqueSuffix();
  const groupName = `Auditors ${suffix}`;
  const email = `auditor-${suffix}@e2e.test`;

  await login(page, DEMO_ADMIN, { to: '/organisation/users' });

  // The user first, in no group yet; the form tells a mail was sent to set the password.
  await page.getByTestId('user-new').click();
  await page.getByTestId('user-email').fill(email);
  await page.getByTestId('user-first-name').fill('Audrey');
  await page.getByTestId('user-last-name').fill('Auditor');
  await page.getByTestId('user-form').getByTestId('form-submit').click();
  await expect(toasts(page)).toContainText(`An e-mail was sent to ${email} to set their password.`);
  await expect(page).toHaveURL(/\/organisation\/users$/);

  // The group wizard: name and application, then two permissions ticked in words, then the user.
  await page.goto('/organisation/groups');
  await page.getByTestId('group-new').click();
  await expect(page).toHaveURL(/\/organisation\/groups\/edit$/);
  const wizard = page.getByTestId('group-wizard');
  await wizard.getByTestId('wizard-next').click();
  await expect(wizard.locator('.ant-form-item-explain-error').first()).toBeVisible(); // the name is required
  await wizard.getByTestId('group-name').fill(groupName);
  await wizard.getByTestId('wizard-next').click();
  await expect(wizard.getByTestId('rights-module-trac')).toHaveCount(0); // another application's rights
  await expect(wizard.getByTestId('rights-module-stat')).toContainText('View consultation statistics');
  for (const right of GRANTED) await wizard.getByTestId(`right-${right}`).check();
  await wizard.getByTestId('wizard-next').click();
  const members = wizard.getByTestId('group-members');
  await members.click();
  await members.locator('input').fill(email);
  await page.locator('.ant-select-dropdown:visible').getByTitle(`Audrey Auditor <${email}>`, { exact: true }).click();
  await wizard.getByTestId('wizard-next').click();
  await expect(toasts(page)).toContainText('Group created');
  await expect(page).toHaveURL(/\/organisation\/groups\/edit\?id=/);
  await expect(page.getByTestId(`right-${GRANTED[0]}`)).toBeChecked();
  await expect(page.getByTestId('right-prod.view')).not.toBeChecked();

  // The users list shows them in the group.
  await page.goto('/organisation/users');
  await page.getByTestId('table-search').locator('input').fill(email);
  await page.getByTestId('table-search').locator('input').press('Enter');
  await expect(page.getByTestId('users-table').locator('tr', { hasText: email })).toContainText(groupName);

  // The mail arrives; the user chooses a password from its link.
  const link = linkIn(await waitForMail(email, /initPassword\?token=/), 'initPassword');
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByTestId('new-password').fill('Auditor-pass-2026');
  await page.getByTestId('confirm-password').fill('Auditor-pass-2026');
  await page.getByTestId('password-form').getByTestId('form-submit').click();
  await expect(page.getByTestId('password-set')).toBeVisible();

  // Signed in, they see the sections of exactly those rights: statistics and trade, not organisation.
  await login(page, email, 'Auditor-pass-2026');
  const items = page.getByTestId('side-menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const sections = await items.evaluateAll((nodes) =>
    nodes.map((node) => (node.getAttribute('data-testid') ?? '').replace(/^menu-/, '')),
  );
  expect(sections).toEqual(sectionsFor(GRANTED));
  expect(sections).toEqual(['home', 'statistics', 'trade', 'settings']);
});
