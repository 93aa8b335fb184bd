import { expect, type Page } from '@playwright/test';
import { chooseOption, uniqueName } from '../resolver/helpers';

export { chooseOption, uniqueName };

/**
 * The demo seals of these journeys (e2e/support/seals.ts `demoReference(offset)`): stock offsets
 * 6_000-6_199 (never activated) and the activated wine-case offsets 2_090-2_099. Each journey takes
 * its own slice so that runs in parallel never meet.
 */
export const SEALS = {
  declaredRange: { first: 6_000, last: 6_049 },
  inUseModel: 6_100,
  publicWineCase: 2_090,
} as const;

interface ModelOptions {
  public?: boolean;
  /** The data item's English label and AI tag (a text item). */
  item?: { label: string; aiTag: string };
}

/** Creates an event model through its form and answers its English name. */
export async function createModel(page: Page, what: string, options: ModelOptions = {}): Promise<string> {
  const name = uniqueName(what);
  await page.goto('/tracability/eventmodel/new');
  await page.getByTestId('model-name-en').fill(name);
  if (options.item) {
    await page.getByTestId('item-add').click();
    await page.getByTestId('item-0-label-en').fill(options.item.label);
    await page.getByTestId('item-0-ai-tag').fill(options.item.aiTag);
  }
  if (options.public) await page.getByTestId('option-public').check();
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/tracability\/eventmodel$/);
  return name;
}

/** Opens the declaration form with the model chosen. */
export async function startDeclaration(page: Page, model: string) {
  await page.goto('/tracability/myevents/new');
  await chooseOption(page, page.getByTestId('event-model'), model);
  await expect(page.getByTestId('event-references')).toBeVisible();
}
