import { expect, test, type Page } from '@playwright/test';

/** Console errors, uncaught exceptions and failed or refused requests of a page, as readable lines. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

test('[VISITOR][SESSION]: the login page loads without a console error or a failed request', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('login-form')).toBeVisible();

  // A protected path asked for without a session redirects quietly too.
  await page.goto('/organisation/users', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(problems).toEqual([]);
});
