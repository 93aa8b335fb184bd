import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Language } from '@seal/shared';
import en from '../../apps/server/src/public-pages/locales/en.json' with { type: 'json' };
import fr from '../../apps/server/src/public-pages/locales/fr.json' with { type: 'json' };
import zh from '../../apps/server/src/public-pages/locales/zh.json' with { type: 'json' };
import { consultationReference, printedOn, type ConsultationSeal } from '../support/consultation';

/** The texts of the public pages, as the consumer reads them. */
export const TEXTS = { en, fr, zh } as const;
export const LANGUAGES: Language[] = ['en', 'fr', 'zh'];

/** A phone held upright (390 px wide, as the issue asks). */
export const PHONE = { width: 390, height: 844 };

/** The demo product of the seal answered valid, as each language names it (db/seed/consultation.ts). */
export const GREEN_TEA = { en: 'Green tea 100 g', fr: 'Thé vert 100 g', zh: '绿茶 100 克' } as const;

export const refOf = (seal: ConsultationSeal) => consultationReference(seal);

/** Types a reference in the box and sends the plain form. */
export async function check(page: Page, ref: string, language: Language = 'en') {
  await page.getByLabel(TEXTS[language].entry.refLabel).fill(ref);
  await page.getByRole('button', { name: TEXTS[language].entry.submit, exact: true }).click();
}

/** The page fits the phone: nothing wider than the screen. */
export async function expectFitsWidth(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Picks, among the bubble patterns a challenge shows, the one printed on the seal (or, with
 * `wrong`, another one): the options' circles are compared with the seal's pattern.
 */
export async function pickBubble(page: Page, sealName: ConsultationSeal, { wrong = false } = {}) {
  const printed = printedOn(sealName).bubbles;
  const options = page.getByTestId('bubble-option');
  const patterns = await options.evaluateAll((labels) =>
    labels.map((label) =>
      [...label.querySelectorAll('circle')].map((circle) => ({
        x: Number(circle.getAttribute('cx')),
        y: Number(circle.getAttribute('cy')),
        r: Number(circle.getAttribute('r')),
      })),
    ),
  );
  type Bubble = { x: number; y: number; r: number };
  const sorted = (pattern: readonly Bubble[]) => [...pattern].sort((a, b) => a.x - b.x || a.y - b.y || a.r - b.r);
  const seal = sorted(printed);
  const same = (pattern: Bubble[]) =>
    pattern.length === seal.length &&
    sorted(pattern).every(
      (bubble, index) =>
        Math.abs(bubble.x - seal[index]!.x) < 0.01 &&
        Math.abs(bubble.y - seal[index]!.y) < 0.01 &&
        Math.abs(bubble.r - seal[index]!.r) < 0.01,
    );
  const index = patterns.findIndex((pattern) => (wrong ? !same(pattern) : same(pattern)));
  expect(index, 'the seal pattern among the options').toBeGreaterThanOrEqual(0);
  await options.nth(index).getByRole('radio').check();
  return patterns.length;
}

/** Every axe violation of the page as it is, one line each (none is accepted). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
  );
}
