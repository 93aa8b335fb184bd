import { expect, test } from '@playwright/test';
import { login } from '../support/session';
import { createUserWithPassword, uniqueEmail } from '../support/users';

test('[HELP][NEWS]: a user reads a news item, which is then no longer marked unread', async ({ page }) => {
  // A user of their own: the demo users' read state is shared by every journey.
  const email = uniqueEmail('news');
  await createUserWithPassword(email, 'News-reader-2026');
  await login(page, email, 'News-reader-2026');

  const item = page.getByTestId('news-widget-welcome');
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();
  await expect(page).toHaveURL(/\/help\/news\/welcome$/);
  await expect(page.getByTestId('news-body')).toContainText('Your console is ready.');

  await page.goto('/news');
  const row = page.getByTestId('news-row-welcome');
  await expect(row).toBeVisible();
  await expect(row.getByTestId('news-unread')).toHaveCount(0);

  await page.goto('/home');
  await expect(page.getByTestId('news-widget-welcome')).toHaveAttribute('data-unread', 'false');
});
