import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks a button of a dialog until the dialog closes. On a busy machine a click that lands while
 * the dialog is still opening can be lost (the dialog then stays open), so it is clicked again; a
 * second click on a closing dialog does nothing.
 */
export async function clickUntilClosed(button: Locator) {
  await expect(button).toBeVisible();
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(button).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Confirms the dialog a ConfirmAction opened. */
export const confirm = (page: Page) => clickUntilClosed(page.getByTestId('confirm-ok'));

/** Answers the wizard's "Leave without saving?" question. */
export const leaveWizard = (page: Page) => clickUntilClosed(page.getByTestId('wizard-leave'));
export const stayInWizard = (page: Page) => clickUntilClosed(page.getByTestId('wizard-stay'));
