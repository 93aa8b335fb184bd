import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';

test('[ADMIN][NOTIFICATIONS]: admin opens the drawer, marks all read, follows a state change and saves the e-mail settings', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);

  // The demo's seals have state changes and consumer forms, none read yet: the badge counts them.
  const badge = page.getByTestId('notification-badge');
  await expect(badge.locator('.ant-badge-count')).toBeVisible();

  await page.getByTestId('notification-bell').click();
  const drawer = page.getByTestId('notification-drawer');
  const items = drawer.getByTestId('notification-item');
  await expect(items.first()).toBeVisible();
  await expect(items.first()).toHaveAttribute('data-unread', 'true');
  await expect(items.first().locator('.notification-item')).toHaveCSS('font-weight', '600');

  await page.getByTestId('notifications-mark-all-read').click();
  await expect(drawer.locator('[data-unread="true"]')).toHaveCount(0);
  await expect(items.first().locator('.notification-item')).toHaveCSS('font-weight', '400');
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0);

  // A state change opens the seal's private consultation.
  const change = items.filter({ hasText: 'State change' }).first();
  const reference = (await change.locator('.notification-item__ref').textContent())!.trim();
  await change.getByRole('button').click();
  await expect(page).toHaveURL(/\/privateconsultation$/);
  await expect(page.getByTestId('seal-reference')).toHaveText(reference);

  // The settings choose the e-mails; what is saved is what the page shows again.
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notifications-settings').click();
  await expect(page).toHaveURL(/\/settings\/notify$/);
  const fraudulent = page.getByRole('checkbox', { name: 'One of my seals became fraudulent' });
  const wasChecked = await fraudulent.isChecked();
  await fraudulent.click();
  await page.getByTestId('notify-save').click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'One of my seals became fraudulent' })).toBeChecked({
    checked: !wasChecked,
  });
});
