import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { createUser, uniqueEmail } from '../support/users';
import { toasts, uniqueSuffix } from './helpers';

test('[ADMIN][ADD_GROUP_MEMBER]: admin finds a user by typing in the members picker and adds them to a group', async ({
  page,
}) => {
  const email = uniqueEmail('member');
  await createUser(email);
  await login(page, DEMO_ADMIN, { to: '/organisation/groups' });
  await page.getByTestId('group-new').click();
  // The creation wizard with a name only (no rights, no member yet), then the group's page.
  const wizard = page.getByTestId('group-wizard');
  await wizard.getByTestId('group-name').fill(`Members ${uniqueSuffix()}`);
  for (let step = 0; step < 3; step += 1) await wizard.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/organisation\/groups\/edit\?id=/);

  // The picker searches the server as one types; a search that matches nobody says so.
  const picker = page.getByTestId('members-picker');
  await picker.click();
  await picker.locator('input').fill('nobody-matches-this');
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText('No user found');
  await picker.locator('input').fill(email);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: email });
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(`Erin Tester <${email}>`);
  await option.click();

  // The choice reads as the user's name, not an id.
  await expect(picker.locator('.ant-select-selection-item')).toContainText(`Erin Tester <${email}>`);
  await page.getByTestId('members-add').click();
  await expect(toasts(page)).toContainText('Users added to the group: 1.');
  await expect(page.getByTestId('group-members').locator('tr', { hasText: email })).toHaveCount(1);
  await expect(picker.locator('.ant-select-selection-item')).toHaveCount(0);
});
