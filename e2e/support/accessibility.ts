import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical axe violations of the page as it is, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}
