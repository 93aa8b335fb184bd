import { expect, test } from '@playwright/test';
import { login } from '../support/session';
import { chooseOption, next, swapped } from './helpers';
import { userWithRights } from '../support/users';
import { demoReference } from '../support/seals';
import { leaveWizard, stayInWizard } from '../support/dialogs';

test('[SECU][ACTIVATION_METHODS]: a user without the by_range right does not see that method; a pasted list points out a repeated and a mistyped reference; the wizard fits a 390 px screen', async ({
  page,
}) => {
  const email = await userWithRights('methods', ['prod.view', 'secu.single_ref', 'secu.multi_ref']);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, email, { to: '/security/activation/new' });

  await expect(page.getByTestId('method-single')).toBeVisible();
  await expect(page.getByTestId('method-multiple')).toBeVisible();
  for (const hidden of ['range', 'reel', 'reels']) await expect(page.getByTestId(`method-${hidden}`)).toHaveCount(0);
  await page.getByTestId('method-multiple').click();
  await next(page);

  await chooseOption(page, page.getByTestId('activation-product'), 'Dark chocolate 70% · 4006381333931', 'Dark');
  // As a person does: on once the product has loaded (before, the wizard says to wait and stays).
  await expect(page.getByTestId('no-dynamic-data')).toBeVisible();
  await next(page);

  // Three references pasted, the third the first again, then one with two symbols swapped.
  const [a, b] = [demoReference(70), demoReference(71)];
  await page.getByTestId('reference-list').fill([a, b, a.replaceAll('-', ' ').toLowerCase(), swapped(b)].join('\n'));
  const summary = page.getByTestId('reference-list-summary');
  await expect(summary).toContainText('References: 4');
  await expect(summary).toContainText('Listed twice: 1');
  await expect(summary).toContainText('Invalid: 1');
  await expect(page.getByTestId('reference-list-problem').first()).toContainText(`Line 3: `);
  await expect(page.getByTestId('reference-list-problem').first()).toContainText('is already on line 1');
  await next(page);
  await expect(page.getByText('Correct the lines listed under the box')).toBeVisible();

  // Nothing runs off the side of a phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Leaving asks first: what was typed would be lost.
  await page.getByTestId('seal-wizard-cancel').click();
  await stayInWizard(page);
  await expect(page.getByTestId('reference-list')).toBeVisible();
  await page.getByTestId('seal-wizard-cancel').click();
  await leaveWizard(page);
  await expect(page).toHaveURL(/\/security\/activation$/);
});
