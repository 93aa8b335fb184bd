import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { chooseOption, JOURNEY_SEAL, toasts } from './helpers';
import { confirm } from '../support/dialogs';

test('[ADMIN][DECLARE_STOLEN]: admin looks a seal up from the dashboard, declares it stolen with a reason and sees it in its history', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);

  // The dashboard box takes the reference however it is typed.
  const box = page.getByTestId('private-consultation-search');
  await box.locator('input').fill(JOURNEY_SEAL.toLowerCase().replaceAll('-', ' '));
  await box.getByRole('button').click();
  await expect(page).toHaveURL(/\/privateconsultation$/);
  await expect(page.getByTestId('reference-input')).toHaveValue(JOURNEY_SEAL);
  await expect(page.getByTestId('seal-reference')).toHaveText(JOURNEY_SEAL);
  await expect(page.getByTestId('seal-state')).toHaveText('Active');
  await expect(page.getByTestId('seal-product')).toHaveText('Wine case of 6');
  await expect(page.getByTestId('history-op-0')).toBeVisible();

  // The change needs a reason before it can be confirmed.
  await chooseOption(page, page.getByTestId('state-change-target'), 'Declare stolen');
  await expect(page.getByTestId('state-change-submit')).toBeDisabled();
  await page.getByTestId('state-change-reason').fill('Stolen from the delivery van, tour 12');
  await page.getByTestId('state-change-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Declare stolen: ${JOURNEY_SEAL}?`);
  await expect(dialog).toContainText('Stolen from the delivery van, tour 12');
  await confirm(page);

  await expect(toasts(page)).toContainText('The seal’s state has changed.');
  await expect(page.getByTestId('seal-state')).toHaveText('Stolen');
  await expect(page.getByTestId('seal-answer')).toContainText('116');
  const change = page.getByTestId('history-timeline').getByText('Reason: Stolen from the delivery van, tour 12');
  await expect(change).toBeVisible();
  await expect(page.getByTestId('history-timeline')).toContainText('By Alice Admin');
  // Newest first: the change of state heads the history.
  await expect(page.getByTestId('history-timeline').locator('[data-testid^="history-op-"]').first()).toHaveAttribute(
    'data-testid',
    'history-op-3',
  );

  // A stolen seal may be recovered, not unblocked.
  await page.getByTestId('state-change-target').click();
  const options = page.locator('.ant-select-dropdown:visible');
  await expect(options.getByTitle('Recovered (back to active)', { exact: true })).toBeVisible();
  await expect(options.getByTitle('Unblock', { exact: true })).toHaveCount(0);
});
