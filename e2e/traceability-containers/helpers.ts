import { expect, type Locator, type Page } from '@playwright/test';
import { gtinCheckDigit } from '../../packages/shared/src/validation/gtin';

export { demoReference } from '../support/seals';

/**
 * The demo stock seals these journeys pack: offsets 6,200 to 6,399 of the demo block (stock reel B),
 * which no other browser journey uses.
 */
export const SEALS = { caseFirst: 6_200, caseLast: 6_205, caseTyped: 6_206, formCheck: 6_210 } as const;

/** A valid GTIN-14 from 13 digits (its check digit appended). */
export const gtin14 = (body: string) => body + String(gtinCheckDigit(body));

/** Opens a tab of /tracability/mycontainer. */
export async function openContainers(page: Page, tab: 'models' | 'products' | 'packed') {
  await page.goto(tab === 'models' ? '/tracability/mycontainer' : `/tracability/mycontainer?tab=${tab}`);
  await expect(page.getByTestId('containers-tabs')).toBeVisible();
}

/** Types in a RemoteSelect and picks the option containing `text`. */
export async function pickRemote(page: Page, select: Locator, search: string, text: string) {
  await select.click();
  await select.locator('input').fill(search);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
  await expect(option.first()).toBeVisible();
  await option.first().click();
}

export interface ModelInput {
  name: string;
  level: number;
  content: 'Objects only' | 'Containers only' | 'Objects and containers';
  min: number;
  max: number;
}

/** Fills the container model form (on /tracability/mycontainer/new?kind=model). */
export async function fillModel(page: Page, model: ModelInput) {
  const form = page.getByTestId('model-form');
  await form.getByLabel('Name', { exact: true }).fill(model.name);
  await form.getByLabel('Level', { exact: true }).fill(String(model.level));
  if (model.level !== 1) await form.getByLabel(model.content, { exact: true }).check();
  await form.getByLabel('Minimum quantity', { exact: true }).fill(String(model.min));
  await form.getByLabel('Maximum quantity', { exact: true }).fill(String(model.max));
}

/** Creates a container model through its form and waits for the list. */
export async function createModel(page: Page, model: ModelInput) {
  await page.goto('/tracability/mycontainer/new?kind=model');
  await fillModel(page, model);
  await page.getByTestId('model-form').getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/tracability\/mycontainer\?tab=models$/);
  await expect(page.getByTestId('models-table')).toContainText(model.name);
}

/** Creates a product container of the wine case product. */
export async function createProductContainer(page: Page, input: { model: string; gtin: string; parentGtin?: string }) {
  await page.goto('/tracability/mycontainer/new?kind=product');
  const form = page.getByTestId('product-container-form');
  await pickRemote(page, form.getByTestId('product-container-model'), input.model, input.model);
  await pickRemote(page, form.getByTestId('product-container-product'), 'Wine case', 'Wine case of 6');
  await form.getByLabel('Container GTIN', { exact: true }).fill(input.gtin);
  if (input.parentGtin) {
    await pickRemote(page, form.getByTestId('product-container-parent'), input.parentGtin, input.parentGtin);
  }
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/tracability\/mycontainer\?tab=products$/);
  await expect(page.getByTestId('product-containers-table')).toContainText(input.gtin);
}

/**
 * Types a code in the banner's search and opens its "Verify container" suggestion, until the
 * private consultation shows that code: on a busy machine a click landing while the suggestions
 * open can be lost (and the box close), so the search is opened and the suggestion picked again.
 */
export async function verifyContainerFromSearch(page: Page, typed: string, shown = typed) {
  const input = page.getByTestId('search-input');
  await expect(async () => {
    if (!(await input.isVisible())) await page.getByTestId('search-toggle').click();
    await input.fill(typed);
    await page.getByText(`Verify container ${shown}`).click({ timeout: 3_000 });
    await expect(page.getByTestId('reference-input')).toHaveValue(shown, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/privateconsultation$/);
}
