import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { demoReference } from '../support/seals';
import { login } from '../support/session';
import { createModel, SEALS, startDeclaration } from './helpers';

test('[ADMIN][DECLARE_EVENT]: an admin declares an event on a range of seals and finds it in the private consultation', async ({
  page,
}) => {
  test.slow();
  const { first, last } = SEALS.declaredRange;
  const count = last - first + 1;
  await login(page, DEMO_ADMIN);
  const model = await createModel(page, 'Warehouse check', { item: { label: 'Batch', aiTag: '10' } });

  await test.step('a range and a pasted list with a line of wrong format', async () => {
    await startDeclaration(page, model);
    await page.getByTestId('event-data-0').fill('LOT-42');
    await page.getByTestId('event-range-add').click();
    await page.getByTestId('event-range-0-first').fill(demoReference(first));
    await page.getByTestId('event-range-0-last').fill(demoReference(last));
    await page.getByTestId('event-references').fill(`${demoReference(first)}\nnot a reference`);
    await expect(page.getByTestId('event-reference-count')).toContainText('1');
    await page.getByTestId('form-submit').click();
    const result = page.getByTestId('declare-result');
    await expect(result).toContainText(String(count));
    await expect(page.getByTestId('declare-ignored')).toContainText('not a reference');
  });

  await test.step('the event in the list, opened with its range', async () => {
    await page.getByTestId('declare-see').click();
    await expect(page.getByTestId('event-drawer')).toBeVisible();
    await expect(page.getByTestId('event-seal-count')).toHaveText(String(count));
    await expect(page.getByTestId('event-ranges')).toContainText(demoReference(first));
    await expect(page.getByTestId('event-drawer')).toContainText('LOT-42');
  });

  await test.step('the private consultation of a seal of the range shows it', async () => {
    await page.goto('/privateconsultation');
    await page.getByTestId('reference-input').fill(demoReference(first + 10));
    await page.getByTestId('reference-submit').click();
    const card = page.getByTestId('traceability-card');
    await expect(card.getByTestId('seal-event').filter({ hasText: model })).toBeVisible();
    await expect(card).toContainText('LOT-42');
  });
});
