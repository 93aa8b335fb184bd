import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoSealReference, demoSealSerial } from '../../apps/server/src/db/seed/seals';
import { DEMO_SEAL_KEY } from '../../apps/server/src/modules/seals/demo-seal-key';
import { encodeReference } from '../../apps/server/src/modules/seals/reference-codec';

export { demoSealReference };

/**
 * The demo seal the state-change journey declares stolen: the last of the wine case reel, which
 * no other browser test uses (the browser tests of every area share one database).
 */
export const JOURNEY_SEAL = encodeReference(demoSealSerial('activeWithoutThresholds') + 99, DEMO_SEAL_KEY);

/** A well-formed demo reference that no reel holds: unknown. */
export const NEVER_ISSUED = encodeReference(demoSealSerial('inactive') + 500, DEMO_SEAL_KEY);

/** The toast area (antd messages) of the console. */
export const toasts = (page: Page): Locator => page.locator('.ant-message');

/** Picks an option of an antd Select by its visible text. */
export async function chooseOption(page: Page, select: Locator, text: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(text, { exact: true }).click();
}

/** Looks a reference up on /privateconsultation, typed as given, and waits for its card. */
export async function lookUp(page: Page, typed: string) {
  await page.getByTestId('reference-input').fill(typed);
  await page.getByTestId('reference-submit').click();
  await expect(page.getByTestId('seal-card')).toBeVisible();
}

/** The serious and critical axe violations of the page as it is, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}
