import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { demoReference } from '../support/seals';
import { login } from '../support/session';
import { createModel, SEALS, startDeclaration } from './helpers';

test('[ADMIN][PUBLIC_EVENT]: an event of a public model on an activated seal shows on the consumer page', async ({
  page,
  browser,
}) => {
  test.slow();
  const reference = demoReference(SEALS.publicWineCase);
  await login(page, DEMO_ADMIN);
  const model = await createModel(page, 'Cellar release', { public: true });

  await startDeclaration(page, model);
  await page.getByTestId('event-references').fill(reference);
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('declare-result')).toContainText('1');

  await page.goto('/privateconsultation');
  await page.getByTestId('reference-input').fill(reference);
  await page.getByTestId('reference-submit').click();
  const event = page.getByTestId('traceability-card').getByTestId('seal-event').filter({ hasText: model });
  await expect(event).toContainText('Shown to consumers');

  const consumer = await browser.newPage();
  try {
    await consumer.goto(`/consultation?ref=${encodeURIComponent(reference)}`);
    await expect(consumer.getByText(model)).toBeVisible();
  } finally {
    await consumer.close();
  }
});
