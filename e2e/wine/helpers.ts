import { expect, type Page, type Response } from '@playwright/test';

/** A name no other run of the journey has used (estate names are unique per account). */
export const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Waits for the next draft of the wine form the browser sends (draftModel.save). */
export function nextDraftSave(page: Page): Promise<Response> {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/callAPI')) return false;
    const body = response.request().postDataJSON() as { methodModel?: string; methodName?: string } | null;
    return body?.methodModel === 'draftModel' && body.methodName === 'save';
  });
}

/**
 * Opens the new wine form on a blank first step: a draft left by an earlier run is thrown away
 * ("Start again").
 */
export async function openBlankWineForm(page: Page) {
  await page.goto('/products/wines/new');
  const choice = page.getByTestId('wizard-draft');
  const name = page.getByTestId('wine-name');
  await expect(choice.or(name)).toBeVisible();
  if (await choice.isVisible()) await page.getByTestId('wizard-draft-restart').click();
  await expect(name).toHaveValue('');
}
