import { expect, test } from '@playwright/test';
import { demoSealReference } from '../../apps/server/src/db/seed/seals';
import { demoThemePage } from '../../apps/server/src/db/seed/themes';
import { axeViolations, expectFitsWidth, PHONE, TEXTS } from './helpers';

test.use({ viewport: PHONE });

/** The wine case's valid seal (README's table): its product shows the demo theme (docs/themes.md). */
const WINE_CASE_SEAL = demoSealReference('activeWithoutThresholds');
const WINE_CASE = { en: 'Wine case of 6', fr: 'Caisse de 6 bouteilles', zh: '六瓶装葡萄酒箱' } as const;

test('[CONSUMER][THEME]: a valid seal of a themed product answers on its theme, in the consumer’s language', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  for (const language of ['fr', 'zh'] as const) {
    await page.goto(`/consultation?ref=${WINE_CASE_SEAL}&lang=${language}`);
    const theme = page.getByTestId('theme');
    const intro = demoThemePage(language).content.find((block) => block.type === 'Text')!.props.text as string;
    await expect(theme.getByText(intro)).toBeVisible();
    await expect(theme.getByRole('heading', { name: WINE_CASE[language] })).toBeVisible();
    await expect(theme.getByTestId('result')).toHaveAttribute('data-code', '0');
    await expect(theme.getByText(TEXTS[language].guidance.compare)).toBeVisible();
    // The feedback form's script, the page's own, still runs under the theme's policy.
    await expect(page.locator('altcha-widget')).toBeAttached();
    await expectFitsWidth(page);
    expect(await axeViolations(page)).toEqual([]);
  }
  expect(refused).toEqual([]);
});
