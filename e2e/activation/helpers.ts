import type { Locator, Page } from '@playwright/test';

/**
 * Demo seals of the Demo Company that only these journeys use (parallel workers share one
 * database): offsets on its demo reels (apps/server/src/db/seed/seals.ts). The first stock reel
 * holds offsets 5,000 to 5,499, never activated (the reel journeys read the delivered reel, 0 to
 * 99, as never activated, and the XML journeys use the second stock reel); the wine case reel
 * 2,000 to 2,099, all activated.
 */
export const SEALS = {
  /** Activated as a range by activate-range.spec.ts: on the first stock reel (5,000 to 5,499). */
  rangeFirst: 5_060,
  rangeLast: 5_069,
  /** Cancelled by cancel-seal.spec.ts. */
  toCancel: 2077,
} as const;

/** A code that is not `code`: each of its digits moved by one. */
export const wrongCode = (code: string) => [...code].map((digit) => (Number(digit) + 1) % 10).join('');

/** Picks an option of an antd Select by its visible text (the list may be searched on the server). */
export async function chooseOption(page: Page, select: Locator, text: string, search?: string) {
  await select.click();
  if (search) await select.locator('input').fill(search);
  await page.locator('.ant-select-dropdown:visible').getByTitle(text, { exact: true }).click();
}

export const next = (page: Page) => page.getByTestId('wizard-next').click();

/** The title of the wizard's current step. */
export const currentStep = (page: Page) => page.locator('.ant-steps-item-active .ant-steps-item-title');

/** The reference with two different neighbouring symbols swapped: its check character catches it. */
export function swapped(reference: string): string {
  const symbols = [...reference];
  const at = symbols.findIndex(
    (symbol, index) => symbol !== '-' && symbols[index + 1] !== '-' && symbols[index + 1] !== symbol && index < 13,
  );
  [symbols[at], symbols[at + 1]] = [symbols[at + 1]!, symbols[at]!];
  return symbols.join('');
}
